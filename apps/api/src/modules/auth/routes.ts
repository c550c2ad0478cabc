import {
  activateAccountEndpoint,
  changePhoneEndpoint,
  getResetLinkEndpoint,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  requestResetTokenEndpoint,
  resendResetTokenEndpoint,
  resetPasswordEndpoint,
  resetPasswordLinkEndpoint,
  verifyResetTokenEndpoint,
} from '@ruangmain/domain/contracts/auth';
import { formatLocalPhone, normalizePhone } from '@ruangmain/domain/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { type RequestOfPerson, sayTo } from '../../texts/request-language';
import { hitRateLimit, RATE_RULES, type RateRule } from '../rate-limits/rate-limit';
import { activateAccount, changePendingPhone, resendActivationCode } from './activate-account';
import type { CodeDeps } from './deliver-code';
import { logIn } from './log-in';
import { registerUser } from './register-user';
import {
  checkResetLink,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPasswordWithCode,
  resetPasswordWithLink,
  verifyResetToken,
} from './reset-password';
import { revokeSession } from './sessions';

/** Authentication and account recovery (spec 1 §7 "Authentication and account", issue "Accounts"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CodeDeps = {
    db: app.db,
    messaging: app.messaging,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  const limit = (key: string, rule: RateRule) =>
    hitRateLimit(app.db, key, rule, app.config.rateLimitMultiplier);
  const phoneKey = (phone: string) => normalizePhone(phone) ?? phone.replace(/\D/g, '');
  // A registration replacing an unverified one sends the phone another code: counted as a resend.
  const limitReplacements = (phone: string) => () =>
    limit(`send:phone:${phoneKey(phone)}`, RATE_RULES.codeSendPerPhone);

  route(app, registerEndpoint, async (request, reply) => {
    await limit(`register:ip:${request.ip}`, RATE_RULES.registerPerIp);
    const result = await registerUser(deps, request.body, {
      beforeReplacing: limitReplacements(request.body.phone),
    });
    return reply.status(201).send({
      message: result.codeSent
        ? 'Registration successful. We sent a verification code to your WhatsApp.'
        : 'Registration successful, but the WhatsApp code could not be sent. Please tap Resend OTP.',
      phone: formatLocalPhone(result.phone),
      code_sent: result.codeSent,
      registration_token: result.registrationToken,
    });
  });

  route(app, activateAccountEndpoint, async (request) => {
    const { phone, token, registration_token: registrationToken } = request.body;
    if (token) {
      await limit(`verify:ip:${request.ip}`, RATE_RULES.codeVerifyPerIp);
      await activateAccount(deps, phone, token, registrationToken);
      return { message: sayTo(request, apiText('auth.verified')) };
    }
    await limit(`send:ip:${request.ip}`, RATE_RULES.codeSendPerIp);
    await limit(`send:phone:${phoneKey(phone)}`, RATE_RULES.codeSendPerPhone);
    await resendActivationCode(deps, phone, registrationToken);
    return { message: sayTo(request, apiText('auth.codeResent')) };
  });

  route(app, changePhoneEndpoint, async (request) => {
    await limit(`send:ip:${request.ip}`, RATE_RULES.codeSendPerIp);
    const result = await changePendingPhone(
      deps,
      {
        currentPhone: request.body.current_phone,
        newPhone: request.body.new_phone,
        registrationToken: request.body.registration_token,
      },
      { beforeReplacing: limitReplacements(request.body.new_phone) },
    );
    return {
      message: sayTo(request, apiText(result.codeSent ? 'auth.phoneChanged' : 'auth.phoneChangedNotSent')),
      phone: formatLocalPhone(result.phone),
    };
  });

  route(app, loginEndpoint, async (request) => {
    // Per address over all accounts; failures per account are counted by logIn (record 0013).
    await limit(`login:ip:${request.ip}`, RATE_RULES.loginPerIp);
    return logIn(app.db, request.body, { userAgent: request.headers['user-agent'], ip: request.ip });
  });

  route(app, logoutEndpoint, { preHandler: requireUser }, async (request) => {
    await revokeSession(app.db, currentAuth(request).sessionId);
    return { message: sayTo(request, apiText('auth.loggedOut')) };
  });

  const onResetRequest = async (request: RequestOfPerson & { ip: string; body: { phone: string } }) => {
    await limit(`send:ip:${request.ip}`, RATE_RULES.codeSendPerIp);
    await limit(`reset:phone:${phoneKey(request.body.phone)}`, RATE_RULES.codeSendPerPhone);
    await requestPasswordReset(deps, request.body.phone);
    return { message: sayTo(request, RESET_REQUESTED) };
  };
  route(app, requestResetTokenEndpoint, onResetRequest);
  route(app, resendResetTokenEndpoint, onResetRequest);

  route(app, verifyResetTokenEndpoint, async (request) => {
    await limit(`verify:ip:${request.ip}`, RATE_RULES.codeVerifyPerIp);
    await verifyResetToken(app.db, request.body.phone, request.body.token);
    return { message: sayTo(request, apiText('auth.tokenVerified')) };
  });

  route(app, resetPasswordEndpoint, async (request) => {
    await limit(`verify:ip:${request.ip}`, RATE_RULES.codeVerifyPerIp);
    await resetPasswordWithCode(app.db, request.body);
    return { message: sayTo(request, apiText('auth.passwordReset')) };
  });

  route(app, getResetLinkEndpoint, async (request) => {
    await checkResetLink(app.db, request.params.token);
    return { valid: true };
  });

  route(app, resetPasswordLinkEndpoint, async (request) => {
    await limit(`verify:ip:${request.ip}`, RATE_RULES.codeVerifyPerIp);
    await resetPasswordWithLink(app.db, request.body);
    return { message: sayTo(request, apiText('auth.passwordReset')) };
  });
};
