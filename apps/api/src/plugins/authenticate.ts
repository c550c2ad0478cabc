import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { findSession } from '../modules/auth/sessions';

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

/** Resolves the bearer token of every request to its session; routes decide what they require. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readBearer(request);
    if (!token) return;
    const session = await findSession(app.db, token);
    // A blocked account's sessions stop working at once.
    if (session && session.user.status === 'active')
      request.auth = { user: session.user, sessionId: session.sessionId };
  });
}

/** preHandler: a logged-in user (customer or admin), else 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', 'Unauthenticated.');
}

/** preHandler: staff only. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', 'Unauthenticated.');
  if (request.auth.user.role !== 'admin') throw new AppError('forbidden', 'This action is for staff only.');
}

/** The authenticated user of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError('unauthenticated', 'Unauthenticated.');
  return request.auth;
}
