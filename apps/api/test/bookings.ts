import { addDays, weekdayOf } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { games, payments, rooms, unitGames, units } from '../src/db/schema';
import { ensureAdmin } from '../src/db/seed/ensure-admin';
import type { PaymentNotification, TransactionStatus } from '../src/providers/payments/payment-provider';
import { notificationSignature } from '../src/providers/payments/signature';

export const TZ = 'Asia/Jakarta';

/** The next venue-local date after today falling on a weekday (0 = Sunday), plus `weeksLater` weeks. */
export function nextWeekday(weekday: number, weeksLater = 0): string {
  let date = addDays(toLocalDateTime(new Date(), TZ).slice(0, 10), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return addDays(date, weeksLater * 7);
}

export type TestUnit = {
  id: number;
  name: string;
  price_per_hour: number;
  points_per_hour: number | null;
  max_visitors: number;
  game_id: number;
};

/** Units of the demo venue with one of their games, in id order. */
export async function listTestUnits(db: Db): Promise<TestUnit[]> {
  const rows = await db
    .select({
      id: units.id,
      name: units.name,
      price_per_hour: units.price_per_hour,
      points_per_hour: units.points_per_hour,
      max_visitors: rooms.max_visitors,
      game_id: games.id,
    })
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .innerJoin(unitGames, eq(unitGames.unit_id, units.id))
    .innerJoin(games, and(eq(games.id, unitGames.game_id), eq(games.is_active, true)))
    .where(and(eq(units.is_active, true), eq(rooms.is_available, true)))
    .orderBy(asc(units.id), asc(games.id));
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** A valid guest booking of a unit: `hours` from `date start`. */
export function guestBooking(
  unit: TestUnit,
  date: string,
  start: string,
  hours = 2,
  overrides: Record<string, unknown> = {},
) {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const endMinutes = h * 60 + m + hours * 60;
  const endDate = addDays(date, Math.floor(endMinutes / 1440));
  const minutes = endMinutes % 1440;
  const end = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return {
    unit_id: unit.id,
    game_id: unit.game_id,
    total_visitors: 2,
    start_time: `${date} ${start}`,
    end_time: `${endDate} ${end}`,
    name: 'Rina Kartika',
    phone: '081234500001',
    payment_method: 'midtrans',
    date,
    fnbs: [],
    notes: '',
    ...overrides,
  };
}

export const postBooking = (app: App, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/book-room', payload: payload as object, headers });

/** Creates (once) and logs in the venue admin; resolves to its authorization header. */
export async function adminAuth(app: App, db: Db): Promise<Record<string, string>> {
  await ensureAdmin(db, { username: 'admin', password: 'Admin-Test-123!' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: 'admin', password: 'Admin-Test-123!' },
  });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  return { authorization: `Bearer ${login.json().token}` };
}

const STATUS_CODES: Partial<Record<TransactionStatus, string>> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  cancel: '200',
  expire: '407',
  refund: '200',
};

/** A notification for an order as Midtrans would sign and post it. */
export async function signedNotification(
  app: App,
  db: Db,
  orderId: string,
  status: TransactionStatus,
  overrides: Partial<PaymentNotification> = {},
): Promise<PaymentNotification> {
  const [payment] = await db.select().from(payments).where(eq(payments.order_id, orderId));
  const gross = `${payment?.gross_amount ?? 0}.00`;
  const statusCode = overrides.status_code ?? STATUS_CODES[status] ?? '200';
  return {
    transaction_time: '2026-11-22 10:00:00',
    transaction_status: status,
    transaction_id: `tx-${orderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: notificationSignature(
      orderId,
      statusCode,
      overrides.gross_amount ?? gross,
      await app.payments.serverKey(),
    ),
    payment_type: 'qris',
    order_id: orderId,
    gross_amount: gross,
    fraud_status: 'accept',
    currency: 'IDR',
    ...overrides,
  };
}

export const postNotification = (app: App, notification: unknown) =>
  app.inject({ method: 'POST', url: '/api/payments/midtrans/notification', payload: notification as object });
