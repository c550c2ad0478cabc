import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/accounts';
import { generateToken, hashToken } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Remember me' ticked: 30 days; not ticked: 1 day (issue "Accounts"). */
export const SESSION_LIFETIME_MS = { remembered: 30 * DAY_MS, standard: DAY_MS };

export async function createSession(
  db: Db,
  input: { userId: number; remember: boolean; userAgent?: string | undefined; ip?: string | undefined },
) {
  const token = generateToken();
  const expiresAt = new Date(
    Date.now() + (input.remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.standard),
  );
  const [session] = await db
    .insert(sessions)
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      user_agent: input.userAgent?.slice(0, 300),
      ip: input.ip,
    })
    .returning({ id: sessions.id });
  return { token, expiresAt, sessionId: session?.id ?? 0 };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Ends every session of a user but one (after a password change), or all of them. */
export async function revokeOtherSessions(
  db: Pick<Db, 'update'>,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(...conditions));
}
