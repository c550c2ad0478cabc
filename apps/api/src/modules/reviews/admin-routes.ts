import { managedReviewEndpoints } from '@ruangmain/domain/contracts/admin-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../manage/register-collection';
import { managedReviewOperations } from './managed-review-operations';

/**
 * The admins' reviews inside the staff scope (plugins/staff-scope.ts): list, read, hide or show and
 * reply. A review is the customer's: there is no create, and DELETE hides it.
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, managedReviewEndpoints, managedReviewOperations);
};
