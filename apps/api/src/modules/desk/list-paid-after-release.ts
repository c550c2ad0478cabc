import { SETTLED_PAYMENT_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import type { PaidAfterReleaseSchema } from '@ruangmain/domain/contracts/desk';
import { and, desc, eq, exists, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { payments } from '../../db/schema/payments';
import { bookingMoneyColumns, toAdminBooking } from '../bookings/list-staff-bookings';
import { findClashes } from './clashes';
import { PAID_STATUSES } from './paid-amount';

const LIMIT = 100;

/**
 * GET /api/admin/paid-after-release: payments that settled after their hold was released (record 0007:
 * a late notification, or the sweeper's status call), with who holds the released slot now. A row
 * leaves the list once the desk rebooks it or refunds all of it: nothing stays a log line.
 */
export async function listPaidAfterRelease(
  db: Db,
  input: { timeZone: string; now: Date },
): Promise<Array<z.output<typeof PaidAfterReleaseSchema>>> {
  const settledAfterCancel = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.booking_id, bookings.id),
        inArray(payments.status, [...SETTLED_PAYMENT_STATUSES]),
        gte(payments.paid_at, bookings.cancelled_at),
      ),
    );
  const rows = await db
    .select({
      booking: bookings,
      unit_name: units.name,
      paid_at:
        sql<Date | null>`(select max(${payments.paid_at}) from ${payments} where ${payments.booking_id} = ${bookings.id})`.mapWith(
          (value) => (value ? new Date(value) : null),
        ),
      ...bookingMoneyColumns,
    })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        eq(bookings.booking_type, 'room'),
        exists(settledAfterCancel),
        sql`${bookings.refunded_amount} < (select coalesce(sum(${payments.gross_amount}), 0) from ${payments} where ${payments.booking_id} = ${bookings.id} and ${payments.status} in ${PAID_STATUSES})`,
      ),
    )
    .orderBy(desc(bookings.cancelled_at))
    .limit(LIMIT);

  return Promise.all(
    rows.map(async ({ booking, unit_name, paid_at, extensions, paid }) => ({
      booking: toAdminBooking({ booking, unit_name, extensions, paid }, input.timeZone),
      start_at: booking.start_at,
      end_at: booking.end_at,
      cancelled_at: booking.cancelled_at,
      cancel_reason: booking.cancel_reason,
      paid_at,
      paid_amount: paid,
      refunded_amount: booking.refunded_amount,
      taken_by:
        booking.unit_id && booking.start_at && booking.end_at
          ? await findClashes(db, {
              unitIds: [booking.unit_id],
              start: booking.start_at,
              end: booking.end_at,
              excludeId: booking.id,
              now: input.now,
            })
          : [],
    })),
  );
}
