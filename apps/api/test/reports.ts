import { TRANSACTION_CSV_COLUMNS, TRANSACTION_CSV_HEADERS } from '@ruangmain/domain/contracts/reports';
import { toInstant } from '@ruangmain/domain/hours';
import Papa from 'papaparse';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { bookingFnbs, bookings } from '../src/db/schema/bookings';
import { bookingExtensions, refunds } from '../src/db/schema/desk';
import { payments } from '../src/db/schema/payments';
import { TZ } from './bookings';

let sequence = 0;
const nextKey = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;

/** A venue-local 'yyyy-MM-dd HH:mm' as an instant. */
export const local = (dateTime: string) => toInstant(dateTime, TZ);

export type PaidBookingInput = {
  /** Venue-local time the money arrived. */
  paidAt: string;
  amount: number;
  method?: 'midtrans' | 'cash' | 'qris' | 'reward' | 'none';
  bookingType?: 'room' | 'fnb';
  channel?: 'online' | 'ots' | 'reward' | 'venue';
  status?: 'confirmed' | 'ongoing' | 'completed' | 'served' | 'refunded' | 'cancelled';
  unitId?: number;
  gameId?: number | null;
  /** Venue-local start of the play time (room bookings); hours long. */
  start?: string;
  hours?: number;
  name?: string;
  phone?: string;
  userId?: number | null;
  fnbs?: Array<{ fnbId: number; quantity: number; price: number }>;
  promo?: { code: string; discount: number };
  rewardDiscount?: number;
  tax?: number;
  fee?: number;
};

/**
 * A paid booking as book-room, a food order or the desk leave it: the booking with its subtotals and
 * its settled payment (one attempt), straight in the database, for report tests that need the money
 * at a chosen moment.
 */
export async function insertPaidBooking(db: Db, input: PaidBookingInput) {
  const isRoom = (input.bookingType ?? 'room') === 'room';
  const start = isRoom ? local(input.start ?? input.paidAt) : null;
  const end = start ? new Date(start.getTime() + (input.hours ?? 1) * 3_600_000) : null;
  const subtotalFnb = (input.fnbs ?? []).reduce((sum, line) => sum + line.quantity * line.price, 0);
  const [booking] = await db
    .insert(bookings)
    .values({
      invoice_number: nextKey('INV-RPT'),
      booking_type: input.bookingType ?? 'room',
      channel: input.channel ?? 'online',
      status: input.status ?? (isRoom ? 'completed' : 'served'),
      user_id: input.userId ?? null,
      unit_id: isRoom ? input.unitId : null,
      game_id: input.gameId ?? null,
      name: input.name ?? 'Rina Kartika',
      phone: input.phone ?? '6281234500001',
      start_at: start,
      end_at: end,
      payment_method: input.method ?? 'midtrans',
      promo_code: input.promo?.code ?? null,
      subtotal_room: isRoom ? input.amount - subtotalFnb : 0,
      subtotal_fnb: subtotalFnb,
      discount_amount: input.promo?.discount ?? 0,
      reward_discount: input.rewardDiscount ?? 0,
      tax_amount: input.tax ?? 0,
      service_fee_amount: input.fee ?? 0,
      total_price: input.amount,
      paid_at: local(input.paidAt),
    })
    .returning();
  if (!booking) throw new Error('no booking');
  if (input.fnbs?.length) {
    await db.insert(bookingFnbs).values(
      input.fnbs.map((line) => ({
        booking_id: booking.id,
        fnb_id: line.fnbId,
        quantity: line.quantity,
        price: line.price,
      })),
    );
  }
  const payment = await insertPayment(db, booking.id, {
    paidAt: input.paidAt,
    amount: input.amount,
    method: input.method,
  });
  return { booking, payment };
}

/** A payment attempt of a booking: settled at `paidAt`, or left in another status (not money). */
export async function insertPayment(
  db: Db,
  bookingId: number,
  input: {
    paidAt: string;
    amount: number;
    method?: PaidBookingInput['method'];
    status?: 'settlement' | 'capture' | 'expire' | 'pending';
  },
) {
  const status = input.status ?? 'settlement';
  const isPaid = status === 'settlement' || status === 'capture';
  const [payment] = await db
    .insert(payments)
    .values({
      booking_id: bookingId,
      order_id: nextKey('ORD-RPT'),
      provider: 'simulator',
      method: input.method ?? 'midtrans',
      status,
      gross_amount: input.amount,
      paid_at: isPaid ? local(input.paidAt) : null,
    })
    .returning();
  if (!payment) throw new Error('no payment');
  return payment;
}

/** Time added at the desk: its own settled payment and the extension row pointing at it. */
export async function insertExtension(
  db: Db,
  booking: { id: number; end_at: Date | null },
  input: { paidAt: string; amount: number; minutes: number; method?: PaidBookingInput['method'] },
) {
  const payment = await insertPayment(db, booking.id, input);
  const from = booking.end_at ?? local(input.paidAt);
  await db.insert(bookingExtensions).values({
    booking_id: booking.id,
    payment_id: payment.id,
    minutes: input.minutes,
    amount: input.amount,
    from_end_at: from,
    to_end_at: new Date(from.getTime() + input.minutes * 60_000),
    status: 'paid',
  });
  return payment;
}

/** Money given back out of a payment, completed at `at` (venue-local). */
export async function insertRefund(
  db: Db,
  payment: { id: number; booking_id: number },
  input: { at: string; amount: number; status?: 'succeeded' | 'pending' | 'failed' },
) {
  const status = input.status ?? 'succeeded';
  await db.insert(refunds).values({
    booking_id: payment.booking_id,
    payment_id: payment.id,
    amount: input.amount,
    reason: 'Konsol bermasalah',
    provider: 'counter',
    status,
    refund_key: nextKey('RF-RPT'),
    completed_at: status === 'pending' ? null : local(input.at),
  });
}

/** GET /api/admin/reports/<path> as `headers`. */
export const reportCall = (app: App, headers: Record<string, string>, path: string) =>
  app.inject({ method: 'GET', url: `/api/admin/reports/${path}`, headers });

/** A CSV answer's lines as objects by header (BOM dropped). */
export function readCsv(body: string): Array<Record<string, string>> {
  // Lines keyed by the columns' names (invoice, final…), whatever words the header shows.
  const columnOf = new Map(
    TRANSACTION_CSV_COLUMNS.map((column) => [TRANSACTION_CSV_HEADERS[column], column as string]),
  );
  return Papa.parse<Record<string, string>>(body.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => columnOf.get(header) ?? header,
  }).data;
}
