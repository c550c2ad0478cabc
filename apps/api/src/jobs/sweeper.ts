import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { deleteExpiredRegistrations } from '../modules/auth/unverified-registrations';
import { changeBooking, transitionBookings } from '../modules/booking-lifecycle/lifecycle';
import { checkOpenPayments } from '../modules/payments/check-open-payments';
import { closeExpiredExtensions } from '../modules/payments/close-expired-extensions';
import type { HoldDeps } from '../modules/payments/payment-deps';
import { closeReleasedPayments, releaseHold } from '../modules/payments/release-hold';
import { pruneRateLimits } from '../modules/rate-limits/rate-limit';
import { pruneIdempotencyKeys } from '../plugins/idempotency-keys';

const HOLDS_PER_RUN = 100;
/** How long a claim keeps other sweepers off a hold: past the provider calls' timeouts (10 s each). */
const CLAIM_SECONDS = 120;

/**
 * What one run did: holds expired, holds found paid (live ones asked about once a minute, expired ones
 * at their expiry), bookings started and completed, holds released by a booking in their way whose open
 * payment it closed at the provider, and desk extensions whose QRIS charge expired, settled either way.
 */
export type SweepResult = {
  expired: number;
  paid: number;
  started: number;
  completed: number;
  closed: number;
  extensions: number;
};

/**
 * Moves bookings on with the clock (../shared/DESIGN.md "jobs"): the provider is asked about the open payment
 * of each live hold once a minute (a payment whose notification a crash lost confirms within about a minute,
 * record 0038), unpaid holds past their time are expired after asking the provider (a payment whose
 * notification was lost confirms instead), holds a new booking
 * released in its way have their payment closed at the provider the same way, and paid bookings become
 * ongoing at their start and completed at their end. Every change is a guarded update, so running twice, or
 * in two processes at once, changes nothing more; and each hold is first claimed by one run (a guarded update
 * too), so the provider is asked about it once.
 */
export async function runSweeper(deps: HoldDeps, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, paid: 0, started: 0, completed: 0, closed: 0, extensions: 0 };
  result.paid += (await checkOpenPayments(deps, now)).paid;
  const holds = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.hold_expires_at, now), isUnclaimed))
    .orderBy(asc(bookings.hold_expires_at))
    .limit(HOLDS_PER_RUN);
  for (const hold of holds) {
    // Sweepers of several processes find the same holds: the one whose claim succeeds asks the
    // provider and ends the hold, the others go on to the next one.
    if (!(await claimHold(deps.db, hold.id, 'pending'))) continue;
    let outcome: Awaited<ReturnType<typeof releaseHold>>;
    try {
      outcome = await releaseHold(deps, {
        bookingId: hold.id,
        reason: 'expired',
        providerAction: 'expire',
        whenUnreachable: 'wait',
      });
    } finally {
      // A hold still pending (provider unreachable) is left for the next sweep, by any process.
      await unclaimHold(deps.db, hold.id);
    }
    // Only what this run did: a hold another run released at the same moment is counted there.
    if (outcome.changed && outcome.status === 'cancelled') result.expired += 1;
    if (outcome.changed && outcome.status === 'paid') result.paid += 1;
  }

  // Released without asking the provider (modules/payments/release-expired-holds.ts): the booking is
  // cancelled, its payment attempt still open.
  const released = await deps.db
    .selectDistinct({ id: bookings.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking_id))
    .where(and(eq(payments.status, 'pending'), eq(bookings.status, 'cancelled'), isUnclaimed))
    .limit(HOLDS_PER_RUN);
  for (const hold of released) {
    if (!(await claimHold(deps.db, hold.id, 'cancelled'))) continue;
    let outcome: Awaited<ReturnType<typeof closeReleasedPayments>>;
    try {
      outcome = await closeReleasedPayments(deps, hold.id);
    } finally {
      await unclaimHold(deps.db, hold.id);
    }
    if (outcome === 'paid') result.paid += 1;
    if (outcome === 'closed') result.closed += 1;
  }

  result.extensions = await closeExpiredExtensions(deps, now);

  // The clock's events (packages/domain/src/booking-lifecycle.ts): paid sessions and blocks finish at
  // their end and start at their start.
  const completed = await transitionBookings(deps.db, lte(bookings.end_at, now), { event: 'finished', now });
  result.completed = completed.length;

  const playing = and(lte(bookings.start_at, now), gt(bookings.end_at, now));
  const started = await transitionBookings(deps.db, playing, { event: 'started', now });
  result.started = started.length;
  return result;
}

const isUnclaimed = or(
  isNull(bookings.release_claimed_until),
  lte(bookings.release_claimed_until, sql`now()`),
);

/** One guarded statement: true for the one sweeper that takes the hold, still as it was found. */
async function claimHold(db: Db, bookingId: number, status: 'pending' | 'cancelled'): Promise<boolean> {
  const claimed = await changeBooking(db, bookingId, {
    set: { release_claimed_until: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` },
    guard: and(eq(bookings.status, status), isUnclaimed),
  });
  return claimed !== null;
}

/** A hold still open (provider unreachable) is then left for the next sweep, by any process. */
async function unclaimHold(db: Db, bookingId: number): Promise<void> {
  await changeBooking(db, bookingId, { set: { release_claimed_until: null } });
}

/**
 * Runs the sweeper every `intervalSeconds`, never two runs at once in this process, and deletes the
 * rate-limit counters whose window has ended and the idempotency keys past their 24 hours, and the
 * unverified registrations past theirs (record 0036); returns a stop.
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
      .then(() => pruneIdempotencyKeys(deps.db))
      .catch((error: unknown) => deps.log.error({ err: error }, 'idempotency key pruning failed'))
      .then(() => deleteExpiredRegistrations(deps.db))
      .catch((error: unknown) => deps.log.error({ err: error }, 'expired registration cleanup failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
