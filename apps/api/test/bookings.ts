import { addDays, weekdayOf } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { bookings } from '../src/db/schema/bookings';
import { games, rooms, unitGames, units } from '../src/db/schema/catalogue';
import { paymentSimulatorTransactions } from '../src/db/schema/payment-simulator';
import { payments } from '../src/db/schema/payments';
import { pointTransactions } from '../src/db/schema/points';
import { promos } from '../src/db/schema/pricing';
import { ensureAdmin } from '../src/db/seed/ensure-admin';
import type { PaymentNotification, TransactionStatus } from '../src/providers/payments/payment-provider';
import { notificationSignature } from '../src/providers/payments/signature';
import { nextIp } from './accounts';
import { createSeededTestApp } from './seeded-app';
import type { TestContext } from './test-app';

export const TZ = 'Asia/Jakarta';

/** The next venue-local date after today falling on a weekday (0 = Sunday), plus `weeksLater` weeks. */
export function nextWeekday(weekday: number, weeksLater = 0): string {
  let date = addDays(toLocalDateTime(new Date(), TZ).slice(0, 10), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return addDays(date, weeksLater * 7);
}

/**
 * A different venue-local date on each call, from the next Monday on, so that the tests of one file,
 * which share a database, never book the same slot by accident. Every day is open 14:00 to 24:00.
 */
export function dateSequence(first = nextWeekday(1)): () => string {
  let offset = 0;
  return () => addDays(first, offset++);
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

export type BookingTestApp = TestContext & {
  /** The demo units, in id order; `unit` is the first (PS5 Regular 1). */
  units: TestUnit[];
  unit: TestUnit;
  /** A date of its own for each booking (dateSequence). */
  nextDate: () => string;
};

/** A seeded app for one test file, with what booking tests need at hand. */
export async function openBookingApp(): Promise<BookingTestApp> {
  const ctx = await createSeededTestApp();
  const units = await listTestUnits(ctx.db);
  return { ...ctx, units, unit: units[0] as TestUnit, nextDate: dateSequence() };
}

export type AuthHeaders = Record<string, string>;

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

/** Each call comes from its own address, so the per-IP booking limit stays out of the way. */
export const postBooking = (app: App, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/book-room',
    payload: payload as object,
    headers,
    remoteAddress: nextIp(),
  });

/** The demo unit of that name. */
export function unitNamed(list: readonly TestUnit[], name: string): TestUnit {
  const unit = list.find((candidate) => candidate.name === name);
  if (!unit) throw new Error(`no demo unit named ${name}`);
  return unit;
}

export type Booked = { id: number; invoice_number: string; order_id: string; snap_token: string | null };

/** Books through the API; anything but 201 fails the test with the answer. */
export async function book(
  app: App,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Booked> {
  const response = await postBooking(app, payload, headers);
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    id: body.data.id,
    invoice_number: body.invoice_number,
    order_id: body.order_id,
    snap_token: body.snap_token,
  };
}

export async function readBooking(db: Db, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

/** The newest payment attempt of a booking. */
export async function readPayment(db: Db, bookingId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.booking_id, bookingId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) throw new Error(`no payment for booking ${bookingId}`);
  return row;
}

/** A customer's points balance and ledger, newest first. */
export async function readPoints(db: Db, userId: number) {
  const [user] = await db
    .select({ total_points: users.total_points })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await db
    .select()
    .from(pointTransactions)
    .where(eq(pointTransactions.user_id, userId))
    .orderBy(desc(pointTransactions.id));
  return { balance: user?.total_points ?? 0, ledger };
}

export async function readPromoUses(db: Db, code: string): Promise<number> {
  const [promo] = await db.select().from(promos).where(eq(promos.promo_code, code));
  if (!promo) throw new Error(`no promo ${code}`);
  return promo.times_used;
}

/** The simulator's own books for an order, as Midtrans would hold them. */
export async function readSimulatorStatus(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: paymentSimulatorTransactions.status })
    .from(paymentSimulatorTransactions)
    .where(eq(paymentSimulatorTransactions.order_id, orderId));
  return row?.status;
}

/** The customer paid, but the notification never reached the webhook: only the simulator knows. */
export function settleInSimulator(db: Db, orderId: string): Promise<void> {
  return setProviderStatus(db, orderId, 'settlement');
}

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
  failure: '202',
  cancel: '200',
  expire: '202',
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

/** The payment provider's own books (the simulator's) now say `status` for the order. */
export async function setProviderStatus(db: Db, orderId: string, status: TransactionStatus): Promise<void> {
  const isPaid = status === 'settlement' || status === 'capture';
  const changed = await db
    .update(paymentSimulatorTransactions)
    .set({ status, ...(isPaid ? { payment_type: 'qris', settled_at: new Date() } : {}) })
    .where(eq(paymentSimulatorTransactions.order_id, orderId))
    .returning({ id: paymentSimulatorTransactions.id });
  if (changed.length === 0) throw new Error(`the simulator has no order ${orderId}`);
}

/**
 * The provider moves the order to `status` and notifies the webhook, as Midtrans does: the webhook
 * acts on what the provider confirms, so its books change first.
 */
export const notify = async (
  app: App,
  db: Db,
  orderId: string,
  status: TransactionStatus,
  overrides: Partial<PaymentNotification> = {},
) => {
  await setProviderStatus(db, orderId, status);
  return postNotification(app, await signedNotification(app, db, orderId, status, overrides));
};
