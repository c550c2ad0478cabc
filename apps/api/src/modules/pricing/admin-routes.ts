import {
  promoEndpoints,
  rewardEndpoints,
  serviceFeeEndpoints,
  taxEndpoints,
} from '@ruangmain/domain/contracts/admin-pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollection } from '../manage/register-collection';
import { createPromo, getPromo, listPromos, removePromo, updatePromo } from './promos';
import { createReward, getReward, listRewards, removeReward, updateReward } from './rewards';
import { serviceFeeOperations } from './service-fees';
import { taxOperations } from './taxes';

/**
 * The prices' back office (issue 17 "Manage the venue"), inside the staff scope
 * (plugins/staff-scope.ts): admins only. Promos, rewards, taxes and service fees each answer list,
 * get, create, patch and delete.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, promoEndpoints, {
    list: listPromos,
    get: getPromo,
    create: createPromo,
    update: updatePromo,
    remove: removePromo,
  });
  registerCollection(app, rewardEndpoints, {
    list: listRewards,
    get: getReward,
    create: createReward,
    update: updateReward,
    remove: removeReward,
  });
  registerCollection(app, taxEndpoints, taxOperations);
  registerCollection(app, serviceFeeEndpoints, serviceFeeOperations);
};
