import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';
import { describeWait } from '../../lib/describe-wait';
import { AppError } from '../../lib/errors';
import type { TextKey } from '../../texts/english';
import { apiText } from '../../texts/local-text';

export type RateRule = { limit: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window and refuses with 429 past the limit. One guarded upsert,
 * so every API process and both engines share the count (../shared/DESIGN.md "Limited counters").
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  multiplier = 1,
  /** The refusal's text, its `{wait}` filled with how long to wait. */
  messageKey: TextKey = 'request.tooManyAttempts',
): Promise<void> {
  const limit = Math.max(1, Math.round(rule.limit * multiplier));
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const isOver = sql`${rateLimits.window_started_at} < ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_started_at: sql`now()`, window_ends_at: windowEnd, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${isOver} then 1 else ${rateLimits.hits} + 1 end`,
        window_started_at: sql`case when ${isOver} then now() else ${rateLimits.window_started_at} end`,
        window_ends_at: sql`case when ${isOver} then ${windowEnd} else ${rateLimits.window_ends_at} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.window_started_at} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
    });
  if (row && row.hits > limit) {
    const seconds = Math.max(1, row.retryAfter);
    throw new AppError('rate_limited', apiText(messageKey, { wait: describeWait(seconds) }), {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** Forgets the hits of `key`, e.g. failed logins after a successful one. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Deletes the counters whose window has ended (the sweeper runs it). By the database's clock, like
 * the counting, and one statement: a hit that restarts a window at the same moment keeps its row,
 * because PostgreSQL re-checks the condition on the row it waited for (record 0010).
 */
export async function pruneRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.window_ends_at} <= now()`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** The limits of the account and booking calls: per phone or identifier, and per IP. */
export const RATE_RULES = {
  // Per IP limits are generous: a venue's customers often share its Wi-Fi address.
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  codeVerifyPerIp: { limit: 100, windowSeconds: 15 * 60 },
  codeSendPerPhone: { limit: 5, windowSeconds: 60 * 60 },
  codeSendPerIp: { limit: 60, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 30, windowSeconds: 60 * 60 },
  // Every online booking holds slots for 30 minutes: a client making many could block the venue.
  bookingsPerIp: { limit: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, RateRule>;
