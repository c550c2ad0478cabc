import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, type BookingTestApp, openBookingApp, TZ } from '../../../../test/bookings';
import { insertExtension, insertPaidBooking, insertRefund, reportCall } from '../../../../test/reports';
import { users } from '../../../db/schema/accounts';
import { bookingFnbs, bookings } from '../../../db/schema/bookings';
import { fnbs } from '../../../db/schema/food';
import { payments } from '../../../db/schema/payments';
import { getRevenueReport } from '../get-revenue-report';
import { selectRows } from '../report-sql';
import { dayWindows, isStorable } from './day-windows';
import { ROLLUP_KINDS } from './rollup-kinds';
import { clearRollups, storedAndLive } from './rollups.test-kit';
import { warmRollups } from './warm-rollups';

const REPORTS = ['revenue', 'occupancy', 'peak-hours', 'popular'] as const;

/**
 * The reports' day rollups (record 0031) over a past week of every kind of money and play: stored days
 * equal what the live statements compute, and every later change to what a report reads (a payment, a
 * refund, a booking, a food line, a customer's name) shows at once, as a report computed afresh.
 */
describe('report day rollups', () => {
  let ctx: BookingTestApp;
  let admin: Record<string, string>;
  const today = toLocalDateTime(new Date(), TZ).slice(0, 10);
  const base = addDays(today, -20);
  const period = { from: addDays(base, -1), to: addDays(base, 5) };
  const made: Record<string, Awaited<ReturnType<typeof insertPaidBooking>>> = {};
  let customerId = 0;

  const reports = async () => {
    const answers: Record<string, unknown> = {};
    for (const report of REPORTS) {
      const response = await reportCall(ctx.app, admin, `${report}?from=${period.from}&to=${period.to}`);
      expect(response.statusCode, response.body).toBe(200);
      answers[report] = response.json().data;
    }
    return answers as Record<(typeof REPORTS)[number], Record<string, unknown>>;
  };
  /** The reports now, which must equal the reports computed with nothing stored. */
  const freshReports = async () => {
    const warm = await reports();
    await clearRollups(ctx.db);
    expect(await reports()).toEqual(warm);
    return warm;
  };
  const storedDays = async () =>
    (await selectRows<{ n: unknown }>(ctx.db, sql`select count(*) as n from report_days`))[0]?.n;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    const [customer] = await ctx.db
      .insert(users)
      .values({ name: 'Bayu Pratama', username: 'bayu-rollups', phone: '6281299900001', password_hash: 'x' })
      .returning();
    customerId = customer?.id ?? 0;
    const [first, second] = ctx.units;
    const menu = await ctx.db.select().from(fnbs);
    const [tea, fries] = menu;
    if (!first || !second || !tea || !fries) throw new Error('no demo venue');
    made.online = await insertPaidBooking(ctx.db, {
      paidAt: `${base} 13:00`,
      start: `${base} 14:00`,
      hours: 2,
      amount: first.price_per_hour * 2 + 2 * tea.price,
      unitId: first.id,
      gameId: first.game_id,
      userId: customerId,
      fnbs: [{ fnbId: tea.id, quantity: 2, price: tea.price }],
    });
    // Extended the next morning at the desk: the food still counts once, on the first payment's date.
    await insertExtension(ctx.db, made.online.booking, {
      paidAt: `${addDays(base, 1)} 00:30`,
      amount: first.price_per_hour,
      minutes: 60,
      method: 'cash',
    });
    made.night = await insertPaidBooking(ctx.db, {
      paidAt: `${addDays(base, 1)} 23:00`,
      start: `${addDays(base, 1)} 23:00`,
      hours: 4,
      amount: second.price_per_hour * 4,
      method: 'cash',
      channel: 'ots',
      unitId: second.id,
      name: 'Tamu Malam',
      phone: '6281299900002',
    });
    made.food = await insertPaidBooking(ctx.db, {
      paidAt: `${addDays(base, 2)} 12:00`,
      amount: fries.price,
      method: 'qris',
      bookingType: 'fnb',
      channel: 'ots',
      fnbs: [{ fnbId: fries.id, quantity: 1, price: fries.price }],
      phone: '6281299900003',
    });
    made.reward = await insertPaidBooking(ctx.db, {
      paidAt: `${addDays(base, 3)} 16:00`,
      start: `${addDays(base, 3)} 16:00`,
      amount: 0,
      method: 'reward',
      channel: 'reward',
      unitId: first.id,
      userId: customerId,
    });
    await insertRefund(ctx.db, made.online.payment, { at: `${addDays(base, 4)} 11:00`, amount: 5_000 });
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    await warmRollups(ctx.db, TZ);
  });

  it('stores the closed days of every kind exactly as the live statements compute them', async () => {
    // The week holds no whole month: the monthly kinds are checked over March in reconciliation.test.ts.
    for (const kind of ROLLUP_KINDS.filter((one) => one.grain !== 'month')) {
      const { stored, live } = await storedAndLive(ctx.db, kind, period, TZ);
      expect(live.length, kind.name).toBeGreaterThan(0);
      expect(stored, kind.name).toEqual(live);
    }
    await freshReports();
  });

  it('shows a past payment’s new status and amount at once', async () => {
    const before = await reports();
    await ctx.db
      .update(payments)
      .set({ gross_amount: made.food!.payment.gross_amount + 7_000 })
      .where(eq(payments.id, made.food!.payment.id));
    expect((await reports()).revenue.total).toBe((before.revenue.total as number) + 7_000);
    await ctx.db.update(payments).set({ status: 'deny' }).where(eq(payments.id, made.night!.payment.id));
    const after = await freshReports();
    expect(after.revenue.total).toBe(
      (before.revenue.total as number) + 7_000 - made.night!.payment.gross_amount,
    );
  });

  it('shows a refund given in the past at once', async () => {
    const before = await reports();
    await insertRefund(ctx.db, made.food!.payment, { at: `${addDays(base, 5)} 10:00`, amount: 3_000 });
    const after = await freshReports();
    expect(after.revenue.refunds).toBe((before.revenue.refunds as number) + 3_000);
  });

  it('shows a past booking moved to another unit, and a renamed customer, at once', async () => {
    const [, second] = ctx.units;
    await ctx.db
      .update(bookings)
      .set({ unit_id: second!.id })
      .where(eq(bookings.id, made.online!.booking.id));
    await ctx.db.update(users).set({ name: 'Bayu Ganti Nama' }).where(eq(users.id, customerId));
    const after = await freshReports();
    const units = after.popular.units as Array<{ id: number; hours: number }>;
    expect(units.find((unit) => unit.id === second!.id)?.hours).toBe(6);
    const players = after.popular.customers_by_hours as Array<{ name: string }>;
    expect(players.map((one) => one.name)).toContain('Bayu Ganti Nama');
  });

  it('shows food added to a past order, and a past booking’s new channel, at once', async () => {
    const before = await reports();
    const [, , cake] = await ctx.db.select().from(fnbs);
    await ctx.db
      .insert(bookingFnbs)
      .values({ booking_id: made.food!.booking.id, fnb_id: cake!.id, quantity: 4, price: cake!.price });
    await ctx.db.update(bookings).set({ channel: 'online' }).where(eq(bookings.id, made.night!.booking.id));
    const after = await freshReports();
    const food = after.popular.food as Array<{ id: number; count: number }>;
    expect(food.find((one) => one.id === cake!.id)?.count).toBe(4);
    const bySource = (answer: Record<string, unknown>, source: string) =>
      (answer.by_source as Array<{ source: string; net: number }>).find((one) => one.source === source)?.net;
    expect(bySource(after.revenue, 'ots')).toBe(0);
    expect(bySource(after.revenue, 'online')).toBe(
      (bySource(before.revenue, 'online') ?? 0) + (bySource(before.revenue, 'ots') ?? 0),
    );
  });

  it('never stores a day of the last two UTC days, and today’s money bumps no version', async () => {
    const versions = async () =>
      selectRows<{ utc_day: string; version: unknown }>(
        ctx.db,
        sql`select utc_day::text as utc_day, version from report_day_versions order by utc_day`,
      );
    const beforeVersions = await versions();
    const now = toLocalDateTime(new Date(), TZ);
    const [unit] = ctx.units;
    await insertPaidBooking(ctx.db, {
      paidAt: now.slice(0, 16),
      start: now.slice(0, 16),
      amount: unit!.price_per_hour,
      unitId: unit!.id,
      method: 'cash',
      channel: 'ots',
    });
    expect(await versions()).toEqual(beforeVersions);

    for (const report of REPORTS) {
      const response = await reportCall(ctx.app, admin, `${report}?from=${addDays(today, -3)}&to=${today}`);
      expect(response.statusCode).toBe(200);
    }
    const stored = await selectRows<{ kind: string; day: string }>(
      ctx.db,
      sql`select kind, day::text as day from report_days where day >= ${addDays(today, -4)}::date`,
    );
    const checked = new Date();
    for (const row of stored) {
      const kind = ROLLUP_KINDS.find((one) => one.name === row.kind);
      const [window] = dayWindows({ from: row.day, to: addDays(row.day, 40) }, kind!, TZ);
      expect(isStorable(window!, checked), `${row.kind} ${row.day}`).toBe(true);
    }
    expect(stored.some((row) => row.day >= addDays(today, -1))).toBe(false);
  });

  it('gives one answer and whole days when two warm-ups and a report run at once', async () => {
    await clearRollups(ctx.db);
    const query = { ...period, group_by: 'day' as const };
    const [, , during] = await Promise.all([
      warmRollups(ctx.db, TZ),
      warmRollups(ctx.db, TZ),
      getRevenueReport(ctx.db, query, TZ),
    ]);
    expect(await getRevenueReport(ctx.db, query, TZ)).toEqual(during);
    for (const kind of ROLLUP_KINDS) {
      const { stored, live } = await storedAndLive(ctx.db, kind, period, TZ);
      expect(stored, kind.name).toEqual(live);
    }
    expect(Number(await storedDays())).toBeGreaterThan(0);
    await freshReports();
  });
});
