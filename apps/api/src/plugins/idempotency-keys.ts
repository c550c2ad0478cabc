import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { IDEMPOTENCY_KEY_HOURS } from '../lib/idempotency-key';

/** One account's key: keys are per account, so two accounts never meet through one. */
export type IdempotencyKeyId = { userId: number; key: string };

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const isKey = ({ userId, key }: IdempotencyKeyId) =>
  and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));

const isExpired = lt(
  idempotencyKeys.created_at,
  sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
);

/**
 * Takes the key for a request: one insert, so of two requests with the same key at once exactly one
 * gets it (the primary key decides, on both engines). False when the key is already held or answered.
 */
export async function claimIdempotencyKey(
  db: Db,
  id: IdempotencyKeyId,
  request: { route: string; requestHash: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ user_id: id.userId, key: id.key, route: request.route, request_hash: request.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The key's row, unless it is older than its 24 hours (then it is gone, as if pruned). */
export async function findIdempotencyKey(db: Db, id: IdempotencyKeyId): Promise<IdempotencyKeyRow | null> {
  await db.delete(idempotencyKeys).where(and(isKey(id), isExpired));
  const [row] = await db.select().from(idempotencyKeys).where(isKey(id));
  return row ?? null;
}

/** Keeps the answer of the request that holds the key, for every repeat. */
export async function finishIdempotencyKey(
  db: Db,
  id: IdempotencyKeyId,
  answer: { statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status_code: answer.statusCode, response: answer.response, completed_at: sql`now()` })
    .where(and(isKey(id), isNull(idempotencyKeys.completed_at)));
}

/** Gives the key back: the request was refused before anything moved, so it may be sent again. */
export async function releaseIdempotencyKey(db: Db, id: IdempotencyKeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(isKey(id), isNull(idempotencyKeys.completed_at)));
}

/** The sweeper's: deletes keys older than 24 hours; a repeat after that acts again. */
export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(isExpired).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
