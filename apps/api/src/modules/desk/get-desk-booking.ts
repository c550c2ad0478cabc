import { ACTIVE_BOOKING_STATUSES, isBookingStatusIn } from '@ruangmain/domain/booking-lifecycle';
import { summarizeBookingMoney } from '@ruangmain/domain/booking-money';
import type { DeskBookingSchema } from '@ruangmain/domain/contracts/desk';
import {
  boardStateOf,
  findCheckInProblem,
  findExtendProblem,
  findNoShowProblem,
} from '@ruangmain/domain/desk';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { bookingExtensions, refunds } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { loadBookingViews } from '../bookings/booking-view';
import { chargedOf } from '../payments/booking-money';
import { type DeskRow, deskFactsOf, loadDeskBooking } from './desk-booking';
import { isPaidAfterRelease } from './paid-amount';

type DeskBooking = z.output<typeof DeskBookingSchema>;

/**
 * A booking as the desk's drawer shows it (GET /api/admin/bookings/{id}, and every action's answer):
 * the booking's detail, its money (paid, refunded, what is left), every payment with what it was for,
 * its extensions and refunds, who checked it in, and what the desk may do with it now.
 */
export async function getDeskBooking(
  db: Db,
  id: number,
  input: { timeZone: string; now: Date },
): Promise<DeskBooking> {
  const row = await loadDeskBooking(db, id);
  const [views, paymentRows, extensionRows, refundRows, checker] = await Promise.all([
    loadBookingViews(db, eq(bookings.id, id), { timeZone: input.timeZone, limit: 1, now: input.now }),
    db.select().from(payments).where(eq(payments.booking_id, id)).orderBy(asc(payments.id)),
    db
      .select()
      .from(bookingExtensions)
      .where(eq(bookingExtensions.booking_id, id))
      .orderBy(asc(bookingExtensions.id)),
    db.select().from(refunds).where(eq(refunds.booking_id, id)).orderBy(asc(refunds.id)),
    row.checked_in_by
      ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.checked_in_by))
      : Promise.resolve([]),
  ]);
  const [view] = views;
  if (!view) throw new AppError('not_found', apiText('booking.notFound'));
  const extensionPayments = new Set(extensionRows.map((extension) => extension.payment_id));
  const money = summarizeBookingMoney({
    status: row.status,
    charged: chargedOf(view),
    extensions: extensionRows,
    payments: paymentRows,
    refunded: row.refunded_amount,
  });
  return {
    booking: view,
    state: boardStateOf(
      {
        bookingType: row.booking_type,
        status: row.status,
        cancelReason: row.cancel_reason,
        startAt: row.start_at,
        endAt: row.end_at,
        checkedInAt: row.checked_in_at,
      },
      input.now,
    ),
    start_at: row.start_at,
    end_at: row.end_at,
    checked_in_at: row.checked_in_at,
    checked_in_by: checker[0] ?? null,
    paid_amount: money.paid,
    refunded_amount: money.refunded,
    refundable_amount: money.refundable,
    money,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      order_id: payment.order_id,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      gross_amount: payment.gross_amount,
      purpose: extensionPayments.has(payment.id) ? 'extension' : 'booking',
      qr_string: payment.qr_string,
      paid_at: payment.paid_at,
      created_at: payment.created_at,
    })),
    extensions: extensionRows.map((extension) => ({
      id: extension.id,
      minutes: extension.minutes,
      amount: extension.amount,
      status: extension.status,
      payment_id: extension.payment_id,
      from_end_at: extension.from_end_at,
      to_end_at: extension.to_end_at,
      created_at: extension.created_at,
    })),
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      provider: refund.provider,
      status: refund.status,
      created_at: refund.created_at,
    })),
    actions: deskActionsOf(row, { now: input.now, refundable: money.refundable, paymentRows }),
  };
}

function deskActionsOf(
  row: DeskRow,
  input: { now: Date; refundable: number; paymentRows: Array<typeof payments.$inferSelect> },
): DeskBooking['actions'] {
  const facts = deskFactsOf(row);
  const isActiveRoom = row.booking_type === 'room' && isBookingStatusIn(ACTIVE_BOOKING_STATUSES, row.status);
  const paidAfterRelease = isPaidAfterRelease(row, input.paymentRows);
  return {
    check_in: findCheckInProblem(facts, input.now) === null,
    extend: findExtendProblem(facts, input.now) === null,
    move: isActiveRoom,
    no_show: findNoShowProblem(facts, input.now) === null,
    cancel: isActiveRoom,
    refund: input.refundable > 0 && row.status !== 'pending',
    rebook: paidAfterRelease && row.refunded_amount === 0,
  };
}
