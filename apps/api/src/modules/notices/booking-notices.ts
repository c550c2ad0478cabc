import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { bookingExtensions } from '../../db/schema/desk';
import { customerNotices } from '../../db/schema/notices';
import { addStaffNotice, enqueueCustomerNotice } from './enqueue-notices';
import { readNoticeContext } from './notice-context';
import {
  bookingLink,
  type NoticeVenue,
  renderBookingCancelled,
  renderBookingConfirmed,
  renderBookingExtended,
  renderBookingMoved,
  renderBookingNoShow,
  renderBookingRefunded,
  renderBookingReminder,
  renderFoodReady,
} from './notice-templates';

/**
 * The notices a booking's changes owe (issue 18 "Notices"), each written in the transaction of the
 * change by the operation that makes it: confirm (payments, the desk), cancel and refund (the desk),
 * the kitchen serving. Each is keyed by its event, so a repeat (a duplicate notification) adds none.
 */

type Tx = Pick<Db, 'select' | 'insert'>;

/** Made by customers themselves, so staff hear of them: not at the desk, not a venue block. */
const CUSTOMER_CHANNELS = new Set(['online', 'reward']);

async function loadNoticeBooking(tx: Tx, bookingId: number) {
  const [row] = await tx
    .select({
      id: bookings.id,
      invoice: bookings.invoice_number,
      type: bookings.booking_type,
      channel: bookings.channel,
      phone: bookings.phone,
      user_id: bookings.user_id,
      // The customer's account language says the notice (record 0050); a guest's is Indonesian.
      language: users.language,
      unit: units.name,
      start: bookings.start_at,
      end: bookings.end_at,
      seating: bookings.seating,
      table: bookings.table_number,
    })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .leftJoin(users, eq(users.id, bookings.user_id))
    .where(eq(bookings.id, bookingId));
  return row;
}
type NoticeBooking = NonNullable<Awaited<ReturnType<typeof loadNoticeBooking>>>;

export async function readNoticeVenue(db: Pick<Db, 'select'>): Promise<NoticeVenue> {
  const { readVenueName, timeZone } = readNoticeContext();
  return { name: await readVenueName(db as Db), timeZone };
}

export function linkOf(booking: Pick<NoticeBooking, 'invoice' | 'user_id'>): string {
  return bookingLink(readNoticeContext().publicUrl, {
    invoice: booking.invoice,
    hasAccount: booking.user_id !== null,
  });
}

/**
 * A booking or food order was paid (or confirmed with nothing to pay): a room booking's customer gets
 * the confirmation; the bell tells staff of what customers booked or ordered themselves.
 */
export async function noticeBookingPaid(tx: Tx, bookingId: number): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking || booking.type === 'block') return;
  if (booking.type === 'room' && booking.phone) {
    await enqueueCustomerNotice(tx, {
      kind: 'booking_confirmed',
      dedupeKey: `booking_confirmed:${booking.id}`,
      toPhone: booking.phone,
      bookingId: booking.id,
      body: renderBookingConfirmed(await readNoticeVenue(tx), booking, linkOf(booking)),
    });
  }
  if (!CUSTOMER_CHANNELS.has(booking.channel)) return;
  const isFood = booking.type === 'fnb';
  await addStaffNotice(tx, {
    kind: isFood ? 'food_order_placed' : 'booking_paid',
    dedupeKey: `${isFood ? 'food_order_placed' : 'booking_paid'}:${booking.id}`,
    subjectType: isFood ? 'fnb_order' : 'booking',
    subjectId: booking.id,
    label: booking.invoice,
  });
}

/** A payment settled after its hold was released and the slot taken (record 0007): staff must act. */
export async function noticePaidAfterRelease(tx: Tx, bookingId: number, orderId: string): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking) return;
  await addStaffNotice(tx, {
    kind: 'paid_after_release',
    dedupeKey: `paid_after_release:${orderId}`,
    subjectType: 'booking',
    subjectId: booking.id,
    label: booking.invoice,
  });
}

/** A paid booking cancelled (an unpaid hold that lapses is not: nothing was lost). */
export async function noticeBookingCancelled(tx: Tx, bookingId: number): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking?.phone) return;
  await enqueueCustomerNotice(tx, {
    kind: 'booking_cancelled',
    dedupeKey: `booking_cancelled:${booking.id}`,
    toPhone: booking.phone,
    bookingId: booking.id,
    body: renderBookingCancelled(await readNoticeVenue(tx), booking),
  });
}

/** Money went back: one notice per refund (`key`: the refund's id, or the provider's report). */
export async function noticeBookingRefunded(
  tx: Tx,
  bookingId: number,
  refund: { key: string; refundId?: number; amount: number },
): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking?.phone || refund.amount <= 0) return;
  await enqueueCustomerNotice(tx, {
    kind: 'booking_refunded',
    dedupeKey: `booking_refunded:${refund.key}`,
    toPhone: booking.phone,
    bookingId: booking.id,
    refundId: refund.refundId ?? null,
    body: renderBookingRefunded(await readNoticeVenue(tx), booking, refund.amount),
  });
}

/**
 * The desk moved a booking (issue 29): the customer holds a confirmation naming the old unit and time,
 * so they are told both. `from` is the booking as it was; one notice per move (keyed by the change's
 * time, as a booking moved there and back is two moves).
 */
export async function noticeBookingMoved(
  tx: Tx & Pick<Db, 'update'>,
  bookingId: number,
  from: { unitId: number | null; start: Date | null; end: Date | null; changedAt: Date },
): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking?.phone || booking.type !== 'room') return;
  const [fromUnit] = from.unitId
    ? await tx.select({ name: units.name }).from(units).where(eq(units.id, from.unitId))
    : [];
  const venue = await readNoticeVenue(tx);
  // A confirmation or reminder not sent yet would name the old place: it is sent with the new one.
  for (const [kind, body] of [
    ['booking_confirmed', renderBookingConfirmed(venue, booking, linkOf(booking))],
    ['booking_reminder', renderBookingReminder(venue, booking, linkOf(booking))],
  ] as const) {
    await tx
      .update(customerNotices)
      .set({ body })
      .where(
        and(
          eq(customerNotices.booking_id, booking.id),
          eq(customerNotices.kind, kind),
          eq(customerNotices.status, 'pending'),
        ),
      );
  }
  await enqueueCustomerNotice(tx, {
    kind: 'booking_moved',
    dedupeKey: `booking_moved:${booking.id}:${from.changedAt.getTime()}`,
    toPhone: booking.phone,
    bookingId: booking.id,
    body: renderBookingMoved(
      venue,
      { from: { ...booking, unit: fromUnit?.name ?? null, start: from.start, end: from.end }, to: booking },
      linkOf(booking),
    ),
  });
}

/**
 * Time added at the desk is the customer's once paid (cash at once, QRIS when the payment settles):
 * one notice per extension, whichever path pays it.
 */
export async function noticeBookingExtended(tx: Tx, paymentId: number): Promise<void> {
  const [extension] = await tx
    .select({
      id: bookingExtensions.id,
      booking_id: bookingExtensions.booking_id,
      minutes: bookingExtensions.minutes,
      amount: bookingExtensions.amount,
    })
    .from(bookingExtensions)
    .where(eq(bookingExtensions.payment_id, paymentId));
  if (!extension) return;
  const booking = await loadNoticeBooking(tx, extension.booking_id);
  if (!booking?.phone) return;
  await enqueueCustomerNotice(tx, {
    kind: 'booking_extended',
    dedupeKey: `booking_extended:${extension.id}`,
    toPhone: booking.phone,
    bookingId: booking.id,
    body: renderBookingExtended(await readNoticeVenue(tx), booking, extension, linkOf(booking)),
  });
}

/** The desk marked the party a no-show: the unit is given up and the money stays paid. */
export async function noticeBookingNoShow(tx: Tx, bookingId: number): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking?.phone) return;
  await enqueueCustomerNotice(tx, {
    kind: 'booking_no_show',
    dedupeKey: `booking_no_show:${booking.id}`,
    toPhone: booking.phone,
    bookingId: booking.id,
    body: renderBookingNoShow(await readNoticeVenue(tx), booking),
  });
}

/** The kitchen served a food order: ready to pick up (or on its way to the table). */
export async function noticeFoodReady(tx: Tx, bookingId: number): Promise<void> {
  const booking = await loadNoticeBooking(tx, bookingId);
  if (!booking?.phone || booking.type !== 'fnb') return;
  await enqueueCustomerNotice(tx, {
    kind: 'food_ready',
    dedupeKey: `food_ready:${booking.id}`,
    toPhone: booking.phone,
    bookingId: booking.id,
    body: renderFoodReady(await readNoticeVenue(tx), booking),
  });
}

/** A merchandise reward was redeemed: it waits at the desk to be handed over. */
export async function noticeClaimWaiting(tx: Tx, held: { id: number; voucher_code: string }): Promise<void> {
  await addStaffNotice(tx, {
    kind: 'claim_waiting',
    dedupeKey: `claim_waiting:${held.id}`,
    subjectType: 'user_reward',
    subjectId: held.id,
    label: held.voucher_code,
  });
}
