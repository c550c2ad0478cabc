import { randomInt } from 'node:crypto';
import { generateInvoiceNumber, type InvoiceKind, paymentOrderId } from '@ruangmain/domain/invoice';
import type { PriceBreakdown } from '@ruangmain/domain/pricing';
import type { Db } from '../../db/client';
import { bookingFnbs, type bookings } from '../../db/schema/bookings';
import { findSqlState, SQLSTATE } from '../../lib/errors';
import { rerunDeadlocked } from '../../lib/rerun-deadlocked';
import { insertBookings } from '../booking-lifecycle/lifecycle';
import { insertPayment } from '../booking-lifecycle/payment-lifecycle';
import { noticeBookingPaid } from '../notices/booking-notices';
import { claimPromo } from '../payments/promo-usage';
import { creditBookingPoints } from '../points/booking-points';
import type { AppliedPromo, OrderedItem } from '../pricing/pricing-facts';
import type { BookingActor, BookingContact } from './booking-actor';
import type { BookingPeriod } from './booking-period';
import { claimUserReward } from './reward-booking';

export type BookingPayment =
  /** Online or counter QRIS: a hold until the provider says paid. */
  | { kind: 'provider'; provider: string; method: 'midtrans' | 'qris'; holdExpiresAt: Date }
  /** Cash at the counter: paid now. */
  | { kind: 'cash' }
  /** Nothing to pay: a reward, or a total brought to zero. */
  | { kind: 'free'; method: 'reward' | 'none' };

export type NewRoomBooking = {
  actor: BookingActor;
  contact: BookingContact;
  unitId: number;
  gameId: number;
  visitors: number;
  period: BookingPeriod;
  notes: string;
  items: OrderedItem[];
  promo: AppliedPromo | null;
  taxPercentage: number;
  price: PriceBreakdown;
  payment: BookingPayment;
  now: Date;
  timeZone: string;
};

export type WrittenBooking = { id: number; invoice_number: string; order_id: string | null };

const INVOICE_ATTEMPTS = 3;

/**
 * Writes a room booking in one transaction (insertChargedBooking): the exclusion constraint refuses an
 * overlap (409). An invoice number clash (rare) is retried with a new one.
 */
export async function writeRoomBooking(db: Db, booking: NewRoomBooking): Promise<WrittenBooking> {
  return writeWithInvoice(db, { now: booking.now, timeZone: booking.timeZone, kind: 'BOOK' }, (tx, invoice) =>
    insertBooking(tx, booking, invoice),
  );
}

/**
 * Runs `write` in one transaction with a new invoice number (a room booking's or a food order's); a
 * clash of numbers (rare) is retried with another, and so is a deadlock's victim (rerun-deadlocked.ts):
 * run again, a rival's overlapping booking is refused as an overlap.
 */
export async function writeWithInvoice<T>(
  db: Db,
  input: { now: Date; timeZone: string; kind: InvoiceKind },
  write: (tx: Db, invoice: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const invoice = generateInvoiceNumber(input.now, input.timeZone, randomInt, input.kind);
    try {
      return await rerunDeadlocked(() => db.transaction((tx) => write(tx as unknown as Db, invoice)));
    } catch (error) {
      if (attempt < INVOICE_ATTEMPTS && isInvoiceClash(error)) continue;
      throw error;
    }
  }
}

async function insertBooking(tx: Db, booking: NewRoomBooking, invoice: string): Promise<WrittenBooking> {
  const written = await insertChargedBooking(tx, invoice, {
    ...booking,
    columns: {
      booking_type: 'room',
      unit_id: booking.unitId,
      game_id: booking.gameId,
      total_visitors: booking.visitors,
      start_at: booking.period.start,
      end_at: booking.period.end,
      notes: booking.notes,
    },
  });
  // A free online booking is paid in full at once, so a customer earns its points now.
  if (!written.order_id && booking.actor.kind === 'customer') await creditBookingPoints(tx, written.id);
  return written;
}

/** What a booking or a food order is, beyond what it was charged: its kind, where, when, notes. */
type KindColumns = Pick<
  typeof bookings.$inferInsert,
  | 'booking_type'
  | 'unit_id'
  | 'game_id'
  | 'total_visitors'
  | 'start_at'
  | 'end_at'
  | 'seating'
  | 'table_number'
  | 'notes'
>;

export type ChargedBooking = {
  actor: BookingActor;
  contact: BookingContact;
  items: readonly OrderedItem[];
  promo: AppliedPromo | null;
  taxPercentage: number;
  price: PriceBreakdown;
  payment: BookingPayment;
  now: Date;
  columns: KindColumns;
};

/**
 * Writes a priced booking or food order inside its transaction: the promo use and the reward are
 * claimed by guarded statements (a refusal rolls everything back), then the row with what was charged,
 * its food lines at the prices charged, and its first payment attempt under its own order id (open
 * for a provider, settled for cash, none when there is nothing to pay).
 */
export async function insertChargedBooking(
  tx: Db,
  invoice: string,
  booking: ChargedBooking,
): Promise<WrittenBooking> {
  const { actor, payment, price, promo, now } = booking;
  if (promo) await claimPromo(tx, promo, { userId: actor.userId, phone: booking.contact.phone }, now);
  if (actor.kind === 'reward') {
    await claimUserReward(tx, { userRewardId: actor.userRewardId, userId: actor.userId, now });
  }
  const paidNow = payment.kind !== 'provider';
  const [row] = await insertBookings(tx, [
    {
      ...booking.columns,
      invoice_number: invoice,
      channel: actor.kind === 'guest' || actor.kind === 'customer' ? 'online' : actor.kind,
      status: paidNow ? 'confirmed' : 'pending',
      user_id: actor.userId,
      created_by: actor.createdBy,
      user_reward_id: actor.kind === 'reward' ? actor.userRewardId : null,
      name: booking.contact.name,
      phone: booking.contact.phone,
      email: booking.contact.email,
      payment_method: payment.kind === 'cash' ? 'cash' : payment.method,
      promo_id: promo?.id ?? null,
      promo_code: promo?.promo_code ?? null,
      promo_percentage: promo?.percentage ?? null,
      subtotal_room: price.sessionSubtotal,
      subtotal_fnb: price.fnbSubtotal,
      discount_amount: price.discountAmount,
      reward_discount: price.rewardDiscount,
      tax_percentage: booking.taxPercentage,
      tax_amount: price.taxAmount,
      service_fee_amount: price.serviceFeeAmount,
      total_price: price.total,
      hold_expires_at: payment.kind === 'provider' ? payment.holdExpiresAt : null,
      paid_at: paidNow ? now : null,
      created_at: now,
      updated_at: now,
    },
  ]);
  if (!row) throw new Error('the booking insert returned no row');

  if (booking.items.length > 0) {
    await tx.insert(bookingFnbs).values(
      booking.items.map((item) => ({
        booking_id: row.id,
        fnb_id: item.fnb_id,
        quantity: item.quantity,
        price: item.price,
      })),
    );
  }
  // Paid at the desk or nothing to pay: confirmed now, and its notices with it (issue 18 "Notices").
  if (paidNow) await noticeBookingPaid(tx, row.id);
  const written = { id: row.id, invoice_number: row.invoice_number };
  if (payment.kind === 'free') return { ...written, order_id: null };
  const orderId = paymentOrderId(invoice, 1);
  await insertPayment(
    tx,
    payment.kind === 'provider'
      ? {
          booking_id: row.id,
          order_id: orderId,
          provider: payment.provider,
          method: payment.method,
          status: 'pending',
          gross_amount: price.total,
          expires_at: payment.holdExpiresAt,
        }
      : {
          booking_id: row.id,
          order_id: orderId,
          provider: 'counter',
          method: 'cash',
          status: 'settlement',
          gross_amount: price.total,
          paid_at: now,
        },
  );
  return { ...written, order_id: orderId };
}

function isInvoiceClash(error: unknown): boolean {
  return findSqlState(error) === SQLSTATE.uniqueViolation && mentions(error, 'bookings_invoice_key');
}

function mentions(error: unknown, name: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (constraint === name || (typeof message === 'string' && message.includes(name))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
