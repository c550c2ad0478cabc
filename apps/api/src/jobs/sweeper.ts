import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { bookings } from '../db/schema';
import { pruneRateLimits } from '../lib/rate-limit';
import { type HoldDeps, releaseHold } from '../modules/bookings/release-hold';

const HOLDS_PER_RUN = 100;

export type SweepResult = { expired: number; paid: number; started: number; completed: number };

/**
 * Moves bookings on with the clock (DESIGN.md "jobs"): unpaid holds past their time are expired after
 * asking the provider (a payment whose notification was lost confirms instead), paid bookings become
 * ongoing at their start and completed at their end. Every change is a guarded update, so running
 * twice, or in two processes at once, changes nothing more.
 */
export async function runSweeper(deps: HoldDeps, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, paid: 0, started: 0, completed: 0 };
  const holds = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.hold_expires_at, now)))
    .orderBy(asc(bookings.hold_expires_at))
    .limit(HOLDS_PER_RUN);
  for (const hold of holds) {
    const outcome = await releaseHold(deps, {
      bookingId: hold.id,
      reason: 'expired',
      providerAction: 'expire',
      whenUnreachable: 'wait',
    });
    // Only what this run did: a hold another run released at the same moment is counted there.
    if (outcome.changed && outcome.status === 'cancelled') result.expired += 1;
    if (outcome.changed && outcome.status === 'paid') result.paid += 1;
  }

  const completed = await deps.db
    .update(bookings)
    .set({ status: 'completed', updated_at: now })
    .where(
      and(
        inArray(bookings.status, ['confirmed', 'ongoing']),
        inArray(bookings.booking_type, ['room', 'block']),
        lte(bookings.end_at, now),
      ),
    )
    .returning({ id: bookings.id });
  result.completed = completed.length;

  const started = await deps.db
    .update(bookings)
    .set({ status: 'ongoing', updated_at: now })
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        inArray(bookings.booking_type, ['room', 'block']),
        lte(bookings.start_at, now),
        gt(bookings.end_at, now),
      ),
    )
    .returning({ id: bookings.id });
  result.started = started.length;
  return result;
}

/**
 * Runs the sweeper every `intervalSeconds`, never two runs at once in this process, and deletes the
 * rate-limit counters whose window has ended; returns a stop.
 */
export function startSweeper(deps: HoldDeps, intervalSeconds: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSweeper(deps)
      .then((result) => {
        if (Object.values(result).some((count) => count > 0))
          deps.log.info({ sweep: result }, 'bookings swept');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'booking sweeper failed'))
      .then(() => pruneRateLimits(deps.db))
      .catch((error: unknown) => deps.log.error({ err: error }, 'rate limit pruning failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
