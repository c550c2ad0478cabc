import { wholeHoursBetween } from '@ruangmain/domain/bookings';
import { paymentOrderId } from '@ruangmain/domain/invoice';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingFnbs } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { fnbs } from '../../db/schema/food';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { insertPaymentOnce, transitionPayments } from '../booking-lifecycle/payment-lifecycle';
import type { HoldDeps } from '../payments/payment-deps';
import { type BookingRow, findOwnBooking } from './find-booking';
import { buildPaymentItems } from './payment-items';

type Payment = typeof payments.$inferSelect;

export type ResumedPayment = {
  booking: BookingRow & { hold_expires_at: Date };
  orderId: string;
  snapToken: string;
  snapUrl: string | null;
};

const notPayable = () => new AppError('conflict', apiText('booking.notPayable'));

/**
 * POST /api/customer/pay/{id} (Pay now in the history): while an online booking's hold lives, its
 * open attempt's Snap token is handed out again; when that attempt has ended (its token expired, or
 * it never got one), a new attempt with its own order id is opened for the time the hold has left
 * (../shared/DESIGN.md "Payment state"). Two clicks at once open one attempt: the order id is unique.
 */
export async function resumePayment(
  deps: HoldDeps & { publicUrl: string },
  input: { bookingId: number; auth: Auth; now: Date },
): Promise<ResumedPayment> {
  const booking = await findOwnBooking(deps.db, input.bookingId, input.auth);
  const holdExpiresAt = booking.hold_expires_at;
  if (booking.status !== 'pending' || booking.payment_method !== 'midtrans' || !holdExpiresAt) {
    throw notPayable();
  }
  if (holdExpiresAt <= input.now) throw notPayable();
  const held = { ...booking, hold_expires_at: holdExpiresAt };

  const latest = await findLatestAttempt(deps.db, booking.id);
  if (latest && isOpen(latest, input.now)) return reuse(held, latest);
  if (latest && isBeingOpened(latest, input.now)) return reuseRival(deps.db, held, input.now);

  // Numbered from the attempts as they were when `latest` was read: a click that saw the same latest
  // attempt as another picks the same order id, and the unique key leaves it the other's attempt.
  const seen = await countAttempts(deps.db, booking.id, latest?.id);
  const orderId = paymentOrderId(booking.invoice_number, seen + 1);
  const opened = await insertPaymentOnce(deps.db, {
    booking_id: booking.id,
    order_id: orderId,
    provider: deps.payments.name,
    method: 'midtrans',
    status: 'pending',
    gross_amount: booking.total_price,
    expires_at: holdExpiresAt,
  });
  if (!opened) return reuseRival(deps.db, held, input.now);

  try {
    const snap = await deps.payments.createSnapPayment({
      orderId,
      grossAmount: booking.total_price,
      expiresInMinutes: Math.max(1, Math.ceil((holdExpiresAt.getTime() - input.now.getTime()) / 60_000)),
      customer: { name: booking.name, phone: booking.phone, email: booking.email },
      items: await loadPaymentItems(deps.db, booking),
      finishUrl: finishUrlOf(deps.publicUrl, booking),
    });
    await deps.db
      .update(payments)
      .set({ snap_token: snap.token, snap_url: snap.redirectUrl })
      .where(eq(payments.id, opened.id));
    return { booking: held, orderId, snapToken: snap.token, snapUrl: snap.redirectUrl };
  } catch (error) {
    // The hold stays: the customer may try again while it lives.
    deps.log.error({ err: error, orderId }, 'payment provider refused the new attempt');
    await transitionPayments(deps.db, eq(payments.id, opened.id), { event: 'failed' });
    throw new AppError('provider_unavailable', apiText('payment.gatewayUnavailable'));
  }
}

/** An attempt the provider still takes: pending, with a token, not past its expiry. */
const isOpen = (payment: Payment, now: Date) =>
  payment.status === 'pending' &&
  payment.snap_token !== null &&
  (payment.expires_at === null || payment.expires_at > now);

/** An attempt another request has just written and is asking the provider about. */
const isBeingOpened = (payment: Payment, now: Date) =>
  payment.status === 'pending' &&
  payment.snap_token === null &&
  now.getTime() - payment.created_at.getTime() < OPENING_GRACE_MS;

const OPENING_GRACE_MS = 30_000;

function reuse(booking: ResumedPayment['booking'], payment: Payment): ResumedPayment {
  return {
    booking,
    orderId: payment.order_id,
    snapToken: payment.snap_token as string,
    snapUrl: payment.snap_url,
  };
}

/** Another request opened the attempt a moment ago: its token, once it has one. */
async function reuseRival(db: Db, booking: ResumedPayment['booking'], now: Date): Promise<ResumedPayment> {
  for (let wait = 0; wait < 50; wait += 1) {
    const latest = await findLatestAttempt(db, booking.id);
    if (latest && isOpen(latest, now)) return reuse(booking, latest);
    if (latest && latest.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new AppError('conflict', apiText('booking.paymentPreparing'));
}

async function findLatestAttempt(db: Db, bookingId: number): Promise<Payment | undefined> {
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.booking_id, bookingId))
    .orderBy(desc(payments.id))
    .limit(1);
  return latest;
}

/** A booking's attempts up to and including `upToId` (none without it). */
async function countAttempts(db: Db, bookingId: number, upToId: number | undefined): Promise<number> {
  if (upToId === undefined) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), lte(payments.id, upToId)));
  return row?.value ?? 0;
}

/** The lines of the payment page, as the booking was priced (payment-items.ts). */
async function loadPaymentItems(db: Db, booking: BookingRow) {
  const [unit] = booking.unit_id
    ? await db.select({ name: units.name }).from(units).where(eq(units.id, booking.unit_id))
    : [];
  const hours =
    booking.start_at && booking.end_at ? (wholeHoursBetween(booking.start_at, booking.end_at) ?? 0) : 0;
  const items = await db
    .select({
      fnb_id: bookingFnbs.fnb_id,
      name: fnbs.name,
      price: bookingFnbs.price,
      quantity: bookingFnbs.quantity,
    })
    .from(bookingFnbs)
    .innerJoin(fnbs, eq(fnbs.id, bookingFnbs.fnb_id))
    .where(eq(bookingFnbs.booking_id, booking.id));
  return buildPaymentItems({
    unitName: unit?.name ?? 'Session',
    pricePerHour: hours > 0 ? booking.subtotal_room / hours : 0,
    hours: booking.booking_type === 'room' ? hours : 0,
    items,
    price: {
      rewardDiscount: booking.reward_discount,
      discountAmount: booking.discount_amount,
      taxAmount: booking.tax_amount,
      serviceFeeAmount: booking.service_fee_amount,
    },
  });
}

function finishUrlOf(publicUrl: string, booking: BookingRow): string {
  const page = booking.booking_type === 'fnb' ? 'food-drinks/success' : 'booking-success';
  return `${publicUrl}/${page}?invoice_number=${encodeURIComponent(booking.invoice_number)}`;
}
