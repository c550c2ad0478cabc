import {
  getAccountSettingsEndpoint,
  updateAccountSettingsEndpoint,
} from '@ruangmain/domain/contracts/account-settings';
import {
  changePasswordEndpoint,
  getProfileEndpoint,
  updateProfileEndpoint,
} from '@ruangmain/domain/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { findUserById, toPublicUser } from '../auth/auth.queries';
import { readAccountSettings, updateAccountSettings } from './account-settings';
import { changePassword } from './change-password';
import { updateProfile } from './update-profile';

/** The signed-in customer's own account (spec 1 §7, spec 2 §2 Profile). */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before the body is validated: a visitor gets 401, not 422.
  app.addHook('onRequest', requireUser);

  route(app, getProfileEndpoint, async (request) => {
    const { user } = currentAuth(request);
    const fresh = (await findUserById(app.db, user.id)) ?? user;
    return { user: toPublicUser(fresh) };
  });

  route(app, updateProfileEndpoint, async (request) => {
    const { user, sessionId } = currentAuth(request);
    const caller = { account: user, sessionId, now: new Date() };
    return {
      user: await updateProfile(app.db, caller, request.body, app.config.admin.username),
      message: sayTo(request, apiText('account.profileUpdated')),
    };
  });

  route(app, changePasswordEndpoint, async (request) => {
    const { user, sessionId } = currentAuth(request);
    await changePassword(app.db, { userId: user.id, sessionId }, request.body);
    return { message: sayTo(request, apiText('account.passwordUpdated')) };
  });

  route(app, getAccountSettingsEndpoint, async (request) => ({
    data: await readAccountSettings(app.db, currentAuth(request).user.id),
  }));

  route(app, updateAccountSettingsEndpoint, async (request) => ({
    data: await updateAccountSettings(app.db, currentAuth(request).user.id, request.body),
    message: sayTo(request, apiText('account.settingsSaved')),
  }));
};
