import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import type { REVENUE_SOURCES } from '@ruangmain/domain/report-period';
import { and, eq, gt, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  TZ,
} from '../../../test/bookings';
import { deskCall } from '../../../test/desk';
import { guestFoodOrder, postFoodOrder } from '../../../test/food-orders';
import {
  insertExtension,
  insertPaidBooking,
  insertRefund,
  local,
  readCsv,
  reportCall,
} from '../../../test/reports';
import { refunds } from '../../db/schema/desk';
import { fnbs } from '../../db/schema/food';
import { payments } from '../../db/schema/payments';
import { ROLLUP_KINDS } from './rollups/rollup-kinds';
import { clearRollups, storedAndLive } from './rollups/rollups.test-kit';
import { warmRollups } from './rollups/warm-rollups';

type Method = 'midtrans' | 'cash' | 'qris' | 'reward';
type Source = (typeof REVENUE_SOURCES)[number];
type Moved = { at: string; amount: number; method: Method; source: Source };

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Issue 18 "Reconciliation is tested": a month of room bookings online and at the desk, food orders,
 * promos, rewards, extensions, failed attempts and refunds (some in a later period than their
 * payment), plus an online booking and a food order paid through the real webhook and a refund through
 * the desk; then the revenue report's totals per day, per method, per source and overall equal the
 * payments recorded less the refunds given, to the rupiah, and the CSV's lines sum to the same total.
 */
describe('revenue reconciles with the payments recorded (issue 18)', () => {
  let ctx: BookingTestApp;
  let admin: Record<string, string>;
  const moved: Moved[] = [];
  const today = toLocalDateTime(new Date(), TZ).slice(0, 10);
  // A month of its own, away from the demo venue's bookings around today.
  const first = '2025-03-01';
  const lastGenerated = '2025-03-31';
  const recent = addDays(today, -30);

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    const menu = await ctx.db.select().from(fnbs);
    const random = randomFrom(18);
    const methods: Method[] = ['midtrans', 'cash', 'qris'];
    // Generated from the day before the month (its refunds fall inside) to its last day.
    for (let date = addDays(first, -3); date <= lastGenerated; date = addDays(date, 1)) {
      for (let n = 0; n < 8; n += 1) {
        const kind = random.int(0, 9);
        const at = `${date} ${pad(random.int(10, 23))}:${pad(random.int(0, 59))}`;
        const method = methods[random.int(0, 2)] as Method;
        const unit = ctx.units[random.int(0, ctx.units.length - 1)];
        const food = menu[random.int(0, menu.length - 1)];
        if (!unit || !food) throw new Error('no demo venue');
        const quantity = random.int(1, 3);
        let made: Awaited<ReturnType<typeof insertPaidBooking>>;
        let source: Source;
        if (kind <= 3) {
          const discount = random.chance(0.3) ? random.int(1, 20) * 1_000 : 0;
          const amount = unit.price_per_hour * 2 + quantity * food.price - discount + 1_000;
          made = await insertPaidBooking(ctx.db, {
            paidAt: at,
            start: at,
            hours: 2,
            amount,
            method: 'midtrans',
            channel: 'online',
            unitId: unit.id,
            gameId: unit.game_id,
            fnbs: [{ fnbId: food.id, quantity, price: food.price }],
            promo: discount ? { code: 'OPENINGYUK', discount } : undefined,
            fee: 1_000,
          });
          source = 'online';
          moved.push({ at, amount, method: 'midtrans', source });
        } else if (kind <= 5) {
          const amount = unit.price_per_hour;
          made = await insertPaidBooking(ctx.db, {
            paidAt: at,
            start: at,
            amount,
            method,
            channel: 'ots',
            unitId: unit.id,
          });
          source = 'ots';
          moved.push({ at, amount, method, source });
        } else if (kind <= 8) {
          const amount = quantity * food.price + Math.round((quantity * food.price) / 10);
          made = await insertPaidBooking(ctx.db, {
            paidAt: at,
            amount,
            method,
            bookingType: 'fnb',
            channel: random.chance(0.5) ? 'online' : 'ots',
            fnbs: [{ fnbId: food.id, quantity, price: food.price }],
            tax: amount - quantity * food.price,
          });
          source = 'food';
          moved.push({ at, amount, method, source });
        } else {
          // A reward booking: paid in points, a payment of nothing.
          made = await insertPaidBooking(ctx.db, {
            paidAt: at,
            start: at,
            amount: 0,
            method: 'reward',
            channel: 'reward',
            unitId: unit.id,
            rewardDiscount: unit.price_per_hour,
          });
          source = 'reward';
          moved.push({ at, amount: 0, method: 'reward', source });
        }
        if (source === 'online' || source === 'ots') {
          if (random.chance(0.25)) {
            const extensionAt = `${date} ${pad(Math.min(23, Number(at.slice(11, 13)) + 1))}:${at.slice(14)}`;
            const amount = unit.price_per_hour;
            const method = random.chance(0.5) ? 'cash' : 'qris';
            await insertExtension(ctx.db, made.booking, { paidAt: extensionAt, amount, minutes: 60, method });
            moved.push({ at: extensionAt, amount, method, source: 'extension' });
          }
        }
        if (made.payment.gross_amount > 0 && random.chance(0.15)) {
          // Given back the same day or up to four days later (a later period, at the month's edges).
          const refundAt = `${addDays(date, random.int(0, 4))} ${pad(random.int(10, 23))}:${pad(random.int(0, 59))}`;
          const amount = random.int(1, made.payment.gross_amount);
          await insertRefund(ctx.db, made.payment, { at: refundAt, amount });
          moved.push({ at: refundAt, amount: -amount, method: made.payment.method as Method, source });
        }
      }
    }
  });
  afterAll(async () => ctx?.close());

  const report = async (path: string) => {
    const response = await reportCall(ctx.app, admin, path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const inPeriod = (from: string, to: string) =>
    moved.filter((one) => one.at.slice(0, 10) >= from && one.at.slice(0, 10) <= to);
  const sumOf = (list: Moved[]) => list.reduce((sum, one) => sum + one.amount, 0);

  /** The revenue of the generated month, checked against what was generated, to the rupiah. */
  const expectReconciled = async () => {
    const expected = inPeriod(first, lastGenerated);
    expect(expected.length).toBeGreaterThan(200);
    const revenue = await report(`revenue?from=${first}&to=${lastGenerated}`);
    expect(revenue.total).toBe(sumOf(expected));
    expect(revenue.gross).toBe(sumOf(expected.filter((one) => one.amount > 0)));
    expect(revenue.refunds).toBe(-sumOf(expected.filter((one) => one.amount < 0)));
    for (const bucket of revenue.series) {
      expect(bucket.net, bucket.bucket).toBe(
        sumOf(expected.filter((one) => one.at.startsWith(bucket.bucket))),
      );
    }
    for (const row of revenue.by_method) {
      expect(row.net, row.method).toBe(sumOf(expected.filter((one) => one.method === row.method)));
    }
    for (const row of revenue.by_source) {
      expect(row.net, row.source).toBe(sumOf(expected.filter((one) => one.source === row.source)));
    }
    expect(revenue.previous.total).toBe(sumOf(inPeriod(addDays(first, -30), addDays(first, -1))));

    const byWeek = await report(`revenue?from=${first}&to=${lastGenerated}&group_by=week`);
    expect(byWeek.series.reduce((sum: number, bucket: { net: number }) => sum + bucket.net, 0)).toBe(
      revenue.total,
    );
    const byHour = await report(`revenue?from=${lastGenerated}&to=${lastGenerated}&group_by=hour`);
    for (const bucket of byHour.series) {
      expect(bucket.net, bucket.bucket).toBe(
        sumOf(expected.filter((one) => one.at.startsWith(bucket.bucket.slice(0, 13)))),
      );
    }
  };

  it('adds up per day, method, source and overall to what was generated', expectReconciled);

  it('answers the same from the warmed day rollups, still to the rupiah (record 0031)', async () => {
    const month = `from=${first}&to=${lastGenerated}`;
    const read = async () =>
      Promise.all(
        ['revenue', 'occupancy', 'peak-hours', 'popular'].map((path) => report(`${path}?${month}`)),
      );
    await clearRollups(ctx.db);
    const cold = await read();
    await clearRollups(ctx.db);
    const now = new Date();
    const days = Math.round(
      (now.getTime() - new Date(`${addDays(first, -40)}T00:00:00Z`).getTime()) / 86_400_000,
    );
    expect(await warmRollups(ctx.db, TZ, now, { days })).toBeGreaterThan(6 * 31);
    expect(await read()).toEqual(cold);
    for (const kind of ROLLUP_KINDS) {
      const { stored, live } = await storedAndLive(ctx.db, kind, { from: first, to: lastGenerated }, TZ);
      expect(live.length, kind.name).toBeGreaterThan(0);
      expect(stored, kind.name).toEqual(live);
    }
    await expectReconciled();

    // A payment of the month changed since: the monthly customers and every day it touches are read anew.
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(
        and(
          gte(payments.paid_at, local(`${first} 00:00`)),
          lt(payments.paid_at, local(`${addDays(lastGenerated, 1)} 00:00`)),
          gt(payments.gross_amount, 0),
        ),
      )
      .limit(1);
    if (!payment) throw new Error('no payment in the month');
    await ctx.db
      .update(payments)
      .set({ gross_amount: payment.gross_amount + 1_000_000 })
      .where(eq(payments.id, payment.id));
    const changed = await read();
    expect(changed).not.toEqual(cold);
    await clearRollups(ctx.db);
    expect(await read()).toEqual(changed);
    await ctx.db
      .update(payments)
      .set({ gross_amount: payment.gross_amount })
      .where(eq(payments.id, payment.id));
  });

  it('with money paid and refunded through the real webhook and desk, equals the rows recorded and the CSV', async () => {
    const booked = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '15:00', 2));
    expect((await notify(ctx.app, ctx.db, booked.order_id, 'settlement')).statusCode).toBe(200);
    const [food] = await ctx.db.select().from(fnbs).limit(1);
    const order = await postFoodOrder(ctx.app, guestFoodOrder([{ id: food?.id ?? 0, quantity: 2 }]));
    expect(order.statusCode, order.body).toBe(201);
    expect((await notify(ctx.app, ctx.db, order.json().order_id, 'settlement')).statusCode).toBe(200);
    const refund = await deskCall(ctx.app, admin, 'POST', `/bookings/${booked.id}/refund`, {
      amount: 10_000,
      reason: 'Stik rusak',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // Every payment recorded (paid, or paid and refunded since) less every refund given, read raw.
    const window = { from: `${recent} 00:00`, to: `${addDays(today, 1)} 00:00` };
    const inWindow = (at: Date | null) => {
      const local = at ? toLocalDateTime(at, TZ) : '';
      return local >= window.from && local < window.to;
    };
    const paid = (await ctx.db.select().from(payments)).filter(
      (row) => ['settlement', 'capture', 'refund'].includes(row.status) && inWindow(row.paid_at),
    );
    const given = (await ctx.db.select().from(refunds)).filter(
      (row) => row.status === 'succeeded' && inWindow(row.completed_at),
    );
    const recorded =
      paid.reduce((sum, row) => sum + row.gross_amount, 0) - given.reduce((sum, row) => sum + row.amount, 0);

    const revenue = await report(`revenue?from=${recent}&to=${today}`);
    expect(revenue.total).toBe(recorded);
    expect(revenue.payments).toBe(paid.length);
    expect(revenue.refund_count).toBe(given.length);
    const todays = await report(`revenue?from=${today}&to=${today}`);
    expect(todays.by_source.find((row: { source: string }) => row.source === 'online').net).toBeGreaterThan(
      0,
    );
    expect(todays.by_source.find((row: { source: string }) => row.source === 'food').net).toBeGreaterThan(0);

    const csv = readCsv(
      (await reportCall(ctx.app, admin, `transactions.csv?from=${recent}&to=${today}`)).body,
    );
    expect(csv).toHaveLength(paid.length + given.length);
    expect(csv.reduce((sum, line) => sum + Number(line.final), 0)).toBe(recorded);
    expect(
      csv.find((line) => line.invoice === booked.invoice_number && line.line === 'refund'),
    ).toMatchObject({
      final: '-10000',
      items: 'Refund: Stik rusak',
    });
  });
});
