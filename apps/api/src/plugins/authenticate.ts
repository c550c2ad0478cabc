import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/accounts';
import { AppError } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { apiText } from '../texts/local-text';

export type SessionUser = typeof users.$inferSelect;
export type Auth = { user: SessionUser; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid bearer token; null for visitors. */
    auth: Auth | null;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * The live session of a bearer token with its user, or null (unknown, expired or revoked). Sessions
 * are opened and ended by the auth module (modules/auth/sessions.ts); reading them is this plugin's.
 */
async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Every route under this prefix is a signed-in user's own (spec 2 §7, spec 1 §7). */
const CUSTOMER_PREFIX = '/api/customer/';

/**
 * Resolves the bearer token of every request to its session; routes decide what they require, except
 * that everything under /api/customer/ requires a user. Both run on request, before the body is
 * parsed and validated: a visitor learns 401, never what a valid body would look like.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: the router decodes `/%61pi/customer/...` to the same route.
    const route = request.routeOptions.url ?? request.url;
    if (!route.startsWith('/api/')) return;
    const token = readBearer(request);
    if (token) {
      const session = await findSession(app.db, token);
      // A blocked account's sessions stop working at once.
      if (session && session.user.status === 'active')
        request.auth = { user: session.user, sessionId: session.sessionId };
    }
    if (route.startsWith(CUSTOMER_PREFIX)) await requireUser(request);
  });
}

/**
 * A logged-in user (customer or staff), else 401. Use it as an `onRequest` hook, so a visitor is
 * refused before the body is validated; as a preHandler it would run after validation.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', apiText('request.unauthenticated'));
}

/** The authenticated user of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('unauthenticated', apiText('request.unauthenticated'));
  return request.auth;
}
