import {
  BOOKING_TRANSITIONS,
  type BookingEvent,
  canStartBooking,
  isWithinEventStart,
} from '@ruangmain/domain/booking-lifecycle';
import type { BookingStatus } from '@ruangmain/domain/booking-values';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/**
 * What a write may set beside the status: its times, reason, who, period, totals. The status itself
 * moves only by an event (transitionBooking), and what a booking is (its kind, invoice) never changes.
 */
export type BookingColumns = Omit<
  PgUpdateSetSource<typeof bookings>,
  'id' | 'status' | 'booking_type' | 'invoice_number' | 'created_at' | 'updated_at'
>;

export type BookingTransition = {
  event: BookingEvent;
  /** Narrower than where the event starts (only the unpaid ones, say); never wider. */
  from?: readonly BookingStatus[];
  /** What moves with the status: when, why, who. */
  set?: BookingColumns;
  /** What else must still hold of the row: the rule checked before, so of two rivals one moves it. */
  guard?: SQL | undefined;
  /** The booking's updated_at. */
  now: Date;
};

/**
 * Begins bookings, each in a status its kind may begin in (a hold, or paid at once): refused (an
 * error, a defect of the caller) otherwise. The exclusion constraint judges their units' periods.
 */
export async function insertBookings(tx: Pick<Db, 'insert'>, rows: NewBooking[]): Promise<BookingRow[]> {
  for (const row of rows) {
    const status = row.status ?? 'pending';
    if (!canStartBooking(row.booking_type, status)) {
      throw new Error(`a ${row.booking_type} booking cannot begin ${status}`);
    }
  }
  return tx.insert(bookings).values(rows).returning();
}

/**
 * Moves one booking by a lifecycle event (packages/domain/src/booking-lifecycle.ts) in one guarded
 * statement: `UPDATE bookings SET status = <to>, … WHERE id = $1 AND status IN (<from>) AND
 * booking_type IN (<kinds>) AND <guard> RETURNING *`. Resolves to the row after, or null when the
 * booking no longer stands where the event starts (a rival moved it first): nothing is written.
 */
export async function transitionBooking(
  tx: Pick<Db, 'update'>,
  id: number,
  transition: BookingTransition,
): Promise<BookingRow | null> {
  const [after] = await transitionBookings(tx, eq(bookings.id, id), transition);
  return after ?? null;
}

/** The same move for every booking `where` picks that stands where the event starts (the clock's). */
export async function transitionBookings(
  tx: Pick<Db, 'update'>,
  where: SQL | undefined,
  transition: BookingTransition,
): Promise<BookingRow[]> {
  const { event, from } = transition;
  const rule = BOOKING_TRANSITIONS[event];
  if (from && !isWithinEventStart(event, from)) {
    throw new Error(`the ${event} event does not start from ${from.join(', ')}`);
  }
  return tx
    .update(bookings)
    .set({ ...transition.set, status: rule.to, updated_at: transition.now })
    .where(
      and(
        where,
        inArray(bookings.status, [...(from ?? rule.from)]),
        inArray(bookings.booking_type, [...rule.types]),
        transition.guard,
      ),
    )
    .returning();
}

/**
 * Changes a booking's other columns (its unit and period, its totals, the kitchen's progress, a
 * sweeper's claim) in one guarded statement, its status untouched. Resolves to the row after, or null
 * when the guard no longer held. `now`, when given, becomes its updated_at.
 */
export async function changeBooking(
  tx: Pick<Db, 'update'>,
  id: number,
  change: { set: BookingColumns; guard?: SQL | undefined; now?: Date },
): Promise<BookingRow | null> {
  const [after] = await tx
    .update(bookings)
    .set(change.now ? { ...change.set, updated_at: change.now } : change.set)
    .where(and(eq(bookings.id, id), change.guard))
    .returning();
  return after ?? null;
}
