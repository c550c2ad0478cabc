import { bookingActions, type HistorySort } from '@ruangmain/domain/booking-history';
import { wholeHoursBetween } from '@ruangmain/domain/bookings';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingFnbs, bookings } from '../../db/schema/bookings';
import { games, rooms, units } from '../../db/schema/catalogue';
import { fnbs } from '../../db/schema/food';
import { payments } from '../../db/schema/payments';
import { reviews } from '../../db/schema/reviews';
import { findUnitConsoles, groupBy } from '../catalogue/catalogue.queries';
import { mayCustomersReschedulePaid } from './venue-policy';

export type BookingViewOptions = {
  timeZone: string;
  limit?: number;
  offset?: number;
  /** Newest (default) or oldest first, by when the booking was made. */
  sort?: HistorySort;
  /** The clock the owner's actions are judged by. */
  now?: Date;
};

/**
 * A booking as history and detail show it (spec 2 §3 "Booking (history and detail)"): the unit with
 * its room and consoles, the game, venue-local times, the food lines with their pivot, the review,
 * what its owner may still do, and transactions[0] with the price breakdown the server charged.
 */
export async function loadBookingViews(db: Db, where: SQL, options: BookingViewOptions) {
  const order = options.sort === 'oldest' ? asc : desc;
  const rows = await db
    .select({
      booking: bookings,
      unit_name: units.name,
      room_name: rooms.name,
      game_title: games.title,
      game_image: games.image,
    })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .leftJoin(rooms, eq(rooms.id, units.room_id))
    .leftJoin(games, eq(games.id, bookings.game_id))
    .where(where)
    .orderBy(order(bookings.created_at), order(bookings.id))
    .limit(options.limit ?? 200)
    .offset(options.offset ?? 0);
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.booking.id);
  const unitIds = [...new Set(rows.flatMap((row) => (row.booking.unit_id ? [row.booking.unit_id] : [])))];
  const [lines, reviewRows, paymentRows, consolesByUnit, paidMayMove] = await Promise.all([
    db
      .select({
        booking_id: bookingFnbs.booking_id,
        id: fnbs.id,
        name: fnbs.name,
        image: fnbs.image,
        quantity: bookingFnbs.quantity,
        price: bookingFnbs.price,
      })
      .from(bookingFnbs)
      .innerJoin(fnbs, eq(fnbs.id, bookingFnbs.fnb_id))
      .where(inArray(bookingFnbs.booking_id, ids)),
    db
      .select({ booking_id: reviews.booking_id, rating: reviews.rating, description: reviews.description })
      .from(reviews)
      .where(inArray(reviews.booking_id, ids)),
    db
      .select({
        booking_id: payments.booking_id,
        order_id: payments.order_id,
        status: payments.status,
        method: payments.method,
        snap_token: payments.snap_token,
        snap_url: payments.snap_url,
        qr_string: payments.qr_string,
      })
      .from(payments)
      .where(inArray(payments.booking_id, ids))
      .orderBy(desc(payments.id)),
    findUnitConsoles(db, unitIds),
    mayCustomersReschedulePaid(db),
  ]);
  const linesByBooking = groupBy(
    lines,
    (line) => line.booking_id,
    (line) => line,
  );
  const reviewByBooking = new Map(reviewRows.map((review) => [review.booking_id, review]));
  const latestPayment = new Map<number, (typeof paymentRows)[number]>();
  for (const payment of paymentRows)
    if (!latestPayment.has(payment.booking_id)) latestPayment.set(payment.booking_id, payment);

  const now = options.now ?? new Date();
  const local = (instant: Date | null) => (instant ? toLocalDateTime(instant, options.timeZone) : null);
  return rows.map(({ booking, unit_name, room_name, game_title, game_image }) => {
    const payment = latestPayment.get(booking.id);
    const review = reviewByBooking.get(booking.id);
    const duration =
      booking.start_at && booking.end_at ? wholeHoursBetween(booking.start_at, booking.end_at) : null;
    return {
      id: booking.id,
      invoice_number: booking.invoice_number,
      status: booking.status,
      booking_type: booking.booking_type,
      channel: booking.channel,
      user_reward_id: booking.user_reward_id,
      unit_id: booking.unit_id,
      unit: booking.unit_id
        ? {
            id: booking.unit_id,
            name: unit_name,
            room: { name: room_name },
            consoles: (consolesByUnit.get(booking.unit_id) ?? []).map(({ name }) => ({ name })),
          }
        : null,
      game: booking.game_id ? { id: booking.game_id, title: game_title, image: game_image } : null,
      name: booking.name,
      phone: booking.phone,
      start_time: local(booking.start_at),
      end_time: local(booking.end_at),
      duration,
      total_visitors: booking.total_visitors,
      seating: booking.seating,
      table_number: booking.table_number,
      notes: booking.notes,
      total_price: booking.total_price,
      points_earned: booking.points_earned,
      payment_method: booking.payment_method,
      service_fee_amount: booking.service_fee_amount,
      tax_amount: booking.tax_amount,
      hold_expires_at: booking.status === 'pending' ? booking.hold_expires_at : null,
      paid_at: booking.paid_at,
      cancelled_at: booking.cancelled_at,
      cancel_reason: booking.cancel_reason,
      created_at: booking.created_at,
      fnbs: (linesByBooking.get(booking.id) ?? []).map((line) => ({
        id: line.id,
        name: line.name,
        image: line.image,
        price: line.price,
        pivot: { quantity: line.quantity, price: line.price },
      })),
      review: review ? { rating: review.rating, description: review.description } : null,
      is_reviewed: Boolean(review),
      actions: bookingActions(
        {
          bookingType: booking.booking_type,
          status: booking.status,
          paymentMethod: booking.payment_method,
          startAt: booking.start_at,
          endAt: booking.end_at,
          holdExpiresAt: booking.hold_expires_at,
        },
        { now, isReviewed: Boolean(review), paidMayMove },
      ),
      payment:
        payment && booking.status === 'pending'
          ? {
              order_id: payment.order_id,
              snap_token: payment.snap_token,
              snap_url: payment.snap_url,
              qr_string: payment.qr_string,
            }
          : null,
      transactions: [
        {
          order_id: payment?.order_id ?? null,
          payment_status: payment?.status ?? null,
          subtotal_room: booking.subtotal_room,
          subtotal_fnb: booking.subtotal_fnb,
          promo_code: booking.promo_code,
          promo_percentage: booking.promo_percentage,
          discount_amount: booking.discount_amount,
          reward_discount: booking.reward_discount,
          tax_percentage: booking.tax_percentage,
          tax_amount: booking.tax_amount,
          service_fee_amount: booking.service_fee_amount,
          final_amount: booking.total_price,
        },
      ],
    };
  });
}

export type BookingView = Awaited<ReturnType<typeof loadBookingViews>>[number];
