import { toLocalDateTime } from '@ruangmain/domain/hours';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingTestApp, openBookingApp, TZ } from '../../../test/bookings';
import { expectAdminOnly, type Managers, signInManagers } from '../../../test/manage';
import {
  insertExtension,
  insertPaidBooking,
  insertPayment,
  insertRefund,
  local,
  readCsv,
  reportCall,
} from '../../../test/reports';
import { bookings } from '../../db/schema/bookings';
import { fnbs } from '../../db/schema/food';
import { payments } from '../../db/schema/payments';
import { CSV_PAGE_SIZE } from './transactions-csv';

// Friday 2025-10-17 runs until Saturday 01:00 (spec 2 §9); its payments after midnight are Saturday's
// money (counted by the venue-local calendar date of payment, record 0026), its hours Friday night's.
const FRIDAY = '2025-10-17';
const SATURDAY = '2025-10-18';

describe('GET /api/admin/reports/* (issue 18 "Reports", record 0026)', () => {
  let ctx: BookingTestApp;
  let managers: Managers;

  beforeAll(async () => {
    ctx = await openBookingApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  const report = async (path: string) => {
    const response = await reportCall(ctx.app, managers.admin, path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('answers an empty period with zeros, every bucket of the series and every source and method', async () => {
    const revenue = await report('revenue?from=2024-02-01&to=2024-02-29');
    expect(revenue).toMatchObject({
      from: '2024-02-01',
      to: '2024-02-29',
      gross: 0,
      refunds: 0,
      total: 0,
      payments: 0,
    });
    expect(revenue.series).toHaveLength(29);
    expect(revenue.series[28]).toEqual({ bucket: '2024-02-29', gross: 0, refunds: 0, net: 0 });
    expect(revenue.by_source.map((row: { source: string }) => row.source)).toEqual([
      'online',
      'ots',
      'food',
      'extension',
      'reward',
    ]);
    expect(revenue.by_online_type).toEqual([]);
    expect(revenue.previous).toMatchObject({ from: '2024-01-03', to: '2024-01-31', total: 0 });
    expect((await report('revenue?from=2024-02-01&to=2024-02-01&group_by=hour')).series).toHaveLength(24);
    expect((await report('revenue?from=2024-02-01&to=2024-02-29&group_by=week')).series[0].bucket).toBe(
      '2024-01-29',
    );

    const occupancy = await report('occupancy?from=2024-02-01&to=2024-02-07');
    expect(occupancy).toMatchObject({ sold_hours: 0, share: 0 });
    // A week of opening hours (Mon–Thu and Sun 14, Fri 11, Sat 15: 96) for every active unit.
    expect(occupancy.sellable_hours).toBe(96 * occupancy.units.length);
    expect(occupancy.units[0].hours).toEqual(Array.from({ length: 24 }, () => 0));
    // Per clock hour: 10:00 on six days (Friday opens at 14:00), 00:00 on Friday and Saturday nights.
    expect([
      occupancy.sellable_by_hour[9],
      occupancy.sellable_by_hour[10],
      occupancy.sellable_by_hour[0],
    ]).toEqual([0, 6, 2]);
    const peak = await report('peak-hours?from=2024-02-01&to=2024-02-07');
    expect(peak.hours).toHaveLength(24);
    const popular = await report('popular?from=2024-02-01&to=2024-02-07');
    expect(popular).toMatchObject({ units: [], games: [], food: [], customers_by_spend: [] });
    const csv = await reportCall(ctx.app, managers.admin, 'transactions.csv?from=2024-02-01&to=2024-02-07');
    expect(readCsv(csv.body)).toEqual([]);
  });

  it('counts a Friday night past midnight by the calendar date of payment, its hours on Friday', async () => {
    const unit = ctx.units[0];
    if (!unit) throw new Error('no unit');
    const evening = await insertPaidBooking(ctx.db, {
      paidAt: `${FRIDAY} 23:30`,
      start: `${FRIDAY} 23:00`,
      hours: 2,
      amount: 70_000,
      unitId: unit.id,
      method: 'cash',
      channel: 'ots',
    });
    await insertPaidBooking(ctx.db, {
      paidAt: `${SATURDAY} 00:30`,
      amount: 25_000,
      bookingType: 'fnb',
      method: 'qris',
    });

    const friday = await report(`revenue?from=${FRIDAY}&to=${FRIDAY}&group_by=hour`);
    expect(friday).toMatchObject({ gross: 70_000, total: 70_000, payments: 1 });
    expect(friday.series.find((row: { bucket: string }) => row.bucket === `${FRIDAY} 23:00`).net).toBe(
      70_000,
    );
    expect(friday.by_source.find((row: { source: string }) => row.source === 'ots').net).toBe(70_000);
    expect(friday.by_method.find((row: { method: string }) => row.method === 'cash').net).toBe(70_000);
    const saturday = await report(`revenue?from=${SATURDAY}&to=${SATURDAY}&group_by=hour`);
    expect(saturday).toMatchObject({ gross: 25_000, total: 25_000 });
    expect(saturday.series[0]).toEqual({
      bucket: `${SATURDAY} 00:00`,
      gross: 25_000,
      refunds: 0,
      net: 25_000,
    });
    expect(saturday.by_source.find((row: { source: string }) => row.source === 'food').net).toBe(25_000);
    expect(saturday.previous).toMatchObject({ from: FRIDAY, to: FRIDAY, total: 70_000 });

    // The two hours played 23:00–01:00 belong to Friday's business date: 23:00 and 00:00 of weekday 5.
    const occupancy = await report(`occupancy?from=${FRIDAY}&to=${FRIDAY}`);
    const played = occupancy.units.find((row: { id: number }) => row.id === unit.id);
    expect(played).toMatchObject({ sold_hours: 2, sellable_hours: 11 });
    expect([played.hours[23], played.hours[0]]).toEqual([1, 1]);
    expect(occupancy.weekdays[5].hours[0]).toBe(1);
    expect(occupancy.weekdays[6].sold_hours).toBe(0);
    expect((await report(`occupancy?from=${SATURDAY}&to=${SATURDAY}`)).sold_hours).toBe(0);
    const peak = await report(`peak-hours?from=${FRIDAY}&to=${FRIDAY}`);
    expect(peak.hours[0]).toMatchObject({ hour: 23, sold_hours: 1, bookings: 1 });
    expect(peak.hours[1]).toMatchObject({ hour: 0, sold_hours: 1, bookings: 0 });

    const csv = readCsv(
      (await reportCall(ctx.app, managers.admin, `transactions.csv?from=${FRIDAY}&to=${SATURDAY}`)).body,
    );
    expect(csv.map((line) => [line.invoice, line.final, line.paid_at, line.method])).toEqual([
      [evening.booking.invoice_number, '70000', `${FRIDAY} 23:30:00`, 'cash'],
      [expect.any(String), '25000', `${SATURDAY} 00:30:00`, 'qris'],
    ]);
  });

  it('names the online money by the payment type Midtrans reported, refunds taken off (issue 29)', async () => {
    const paid = async (hour: string, amount: number, type: string | null) => {
      const { payment } = await insertPaidBooking(ctx.db, {
        paidAt: `2025-06-10 ${hour}`,
        amount,
        start: `2025-06-10 ${hour}`,
        unitId: ctx.units[2]?.id,
      });
      if (type) {
        await ctx.db
          .update(payments)
          .set({ last_notification: { payment_type: type } })
          .where(eq(payments.id, payment.id));
      }
      return payment;
    };
    await paid('14:00', 60_000, 'gopay');
    const transfer = await paid('16:00', 100_000, 'bank_transfer');
    await paid('18:00', 30_000, null);
    await insertPaidBooking(ctx.db, {
      paidAt: '2025-06-10 20:00',
      amount: 50_000,
      method: 'cash',
      unitId: ctx.units[3]?.id,
    });
    await insertRefund(ctx.db, transfer, { at: '2025-06-10 21:00', amount: 20_000 });

    const revenue = await report('revenue?from=2025-06-10&to=2025-06-10');
    expect(revenue.by_online_type).toEqual([
      { type: 'bank_transfer', gross: 100_000, refunds: 20_000, net: 80_000 },
      { type: 'gopay', gross: 60_000, refunds: 0, net: 60_000 },
      { type: null, gross: 30_000, refunds: 0, net: 30_000 },
    ]);
    const online = revenue.by_method.find((row: { method: string }) => row.method === 'midtrans');
    expect(online.net).toBe(170_000);
  });

  it('subtracts a refund in the period it was given, even when the payment was in an earlier one', async () => {
    const { payment } = await insertPaidBooking(ctx.db, {
      paidAt: '2025-09-15 15:00',
      amount: 100_000,
      start: '2025-09-15 15:00',
      unitId: ctx.units[1]?.id,
    });
    await insertRefund(ctx.db, payment, { at: '2025-10-02 11:00', amount: 40_000 });
    // Not money: a failed attempt, a refund still pending and one that failed.
    await insertPayment(ctx.db, payment.booking_id, {
      paidAt: '2025-09-15 14:50',
      amount: 100_000,
      status: 'expire',
    });
    await insertRefund(ctx.db, payment, { at: '2025-10-03 11:00', amount: 10_000, status: 'pending' });
    await insertRefund(ctx.db, payment, { at: '2025-10-03 12:00', amount: 10_000, status: 'failed' });

    const september = await report('revenue?from=2025-09-01&to=2025-09-30');
    expect(september).toMatchObject({ gross: 100_000, refunds: 0, total: 100_000, payments: 1 });
    const october = await report('revenue?from=2025-10-01&to=2025-10-16');
    expect(october).toMatchObject({ gross: 0, refunds: 40_000, total: -40_000, refund_count: 1 });
    expect(october.series[1]).toEqual({ bucket: '2025-10-02', gross: 0, refunds: 40_000, net: -40_000 });
    expect(october.by_method.find((row: { method: string }) => row.method === 'midtrans').net).toBe(-40_000);

    const csv = readCsv(
      (await reportCall(ctx.app, managers.admin, 'transactions.csv?from=2025-10-01&to=2025-10-16')).body,
    );
    expect(csv).toEqual([
      expect.objectContaining({ final: '-40000', line: 'refund', paid_at: '2025-10-02 11:00:00' }),
    ]);
  });

  it('puts time added at the desk under extensions, and lists popular units, food and customers', async () => {
    const [fnb] = await ctx.db.select().from(fnbs).limit(1);
    if (!fnb) throw new Error('no food');
    const unit = ctx.units[2];
    const played = await insertPaidBooking(ctx.db, {
      paidAt: '2025-08-04 13:00',
      start: '2025-08-04 14:00',
      hours: 2,
      amount: 50_000 + 2 * fnb.price,
      unitId: unit?.id,
      gameId: unit?.game_id,
      fnbs: [{ fnbId: fnb.id, quantity: 2, price: fnb.price }],
      name: 'Budi Santoso',
      phone: '6281299990000',
    });
    await insertExtension(ctx.db, played.booking, {
      paidAt: '2025-08-04 15:50',
      amount: 25_000,
      minutes: 60,
      method: 'cash',
    });
    const revenue = await report('revenue?from=2025-08-04&to=2025-08-04');
    expect(revenue.total).toBe(75_000 + 2 * fnb.price);
    expect(revenue.by_source.find((row: { source: string }) => row.source === 'extension').net).toBe(25_000);

    const popular = await report('popular?from=2025-08-04&to=2025-08-04');
    expect(popular.units[0]).toMatchObject({ id: unit?.id, count: 1, hours: 2 });
    expect(popular.games[0]).toMatchObject({ id: unit?.game_id, hours: 2 });
    expect(popular.consoles.length).toBeGreaterThan(0);
    expect(popular.food[0]).toMatchObject({ id: fnb.id, name: fnb.name, count: 2, amount: 2 * fnb.price });
    expect(popular.customers_by_spend[0]).toMatchObject({
      id: null,
      name: 'Budi Santoso',
      amount: revenue.total,
    });
    expect(popular.customers_by_hours[0]).toMatchObject({ name: 'Budi Santoso', hours: 2 });

    const csv = readCsv(
      (await reportCall(ctx.app, managers.admin, 'transactions.csv?from=2025-08-04&to=2025-08-04')).body,
    );
    expect(csv[0]).toMatchObject({
      invoice: played.booking.invoice_number,
      items: `${unit?.name} 2 h, 2× ${fnb.name}`,
      subtotal_fnb: String(2 * fnb.price),
      line: 'payment',
    });
    expect(csv[1]).toMatchObject({
      items: 'Extension +60 min',
      subtotal_room: '',
      final: '25000',
      line: 'extension',
    });
  });

  it('streams the transactions as an attachment named by the period, formulae disarmed', async () => {
    await insertPaidBooking(ctx.db, {
      paidAt: '2025-07-07 12:00',
      amount: 30_000,
      bookingType: 'fnb',
      name: '=HYPERLINK("http://evil.example","klik")',
      phone: '+6281200000000',
    });
    const response = await reportCall(
      ctx.app,
      managers.admin,
      'transactions.csv?from=2025-07-07&to=2025-07-07',
    );
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2025-07-07-to-2025-07-07.csv"',
    );
    expect(response.body.startsWith('\uFEFFInvoice,Customer,Phone (machine form 62…),Items,')).toBe(true);
    expect(response.body).not.toContain('\r\n\r\n');
    const [line] = readCsv(response.body);
    expect(line).toMatchObject({
      customer: `'=HYPERLINK("http://evil.example","klik")`,
      phone: "'+6281200000000",
    });
  });

  it('pages through more lines than one statement reads, in order, summing to the total', async () => {
    const date = '2025-06-02';
    const lines = CSV_PAGE_SIZE + 20;
    // Food orders paid a minute apart from 10:00, each with a failed attempt beside (no money).
    await ctx.db.execute(sql`
      with made as (
        insert into bookings (invoice_number, booking_type, channel, status, name, phone, payment_method, total_price, subtotal_fnb)
        select 'INV-PAGE-' || i, 'fnb', 'online', 'served', 'Tamu ' || i, '6281200000000', 'qris', 1000 + i, 1000 + i
        from generate_series(0, ${lines - 1}) as i
        returning id, total_price
      )
      insert into payments (booking_id, order_id, provider, method, status, gross_amount, paid_at)
      select id, 'ORD-PAGE-' || id || '-' || paid, 'simulator', 'qris',
        (case when paid then 'settlement' else 'expire' end)::payment_status, total_price,
        case when paid then ${local(`${date} 10:00`).toISOString()}::timestamptz + (total_price - 1000) * interval '1 minute' end
      from made cross join (values (true), (false)) as attempt(paid)`);
    const csv = readCsv(
      (await reportCall(ctx.app, managers.admin, `transactions.csv?from=${date}&to=${date}`)).body,
    );
    expect(csv).toHaveLength(lines);
    expect(new Set(csv.map((line) => line.invoice)).size).toBe(lines);
    const sum = csv.reduce((total, line) => total + Number(line.final), 0);
    expect(sum).toBe((await report(`revenue?from=${date}&to=${date}`)).total);
    expect(csv.map((line) => line.paid_at)).toEqual([...csv.map((line) => line.paid_at)].sort());
  });

  it("shows today's glance to the front desk: revenue since midnight, bookings, units in use, open food", async () => {
    const now = new Date();
    const today = toLocalDateTime(now, TZ);
    const before = (await reportCall(ctx.app, managers.staff, 'today')).json().data;
    const unit = ctx.units[3];
    const start = toLocalDateTime(new Date(now.getTime() - 30 * 60_000), TZ);
    // Paid now (a payment 30 minutes ago may belong to the night before, which closes after midnight).
    const playing = await insertPaidBooking(ctx.db, {
      paidAt: today,
      start,
      hours: 2,
      amount: 40_000,
      unitId: unit?.id,
      status: 'ongoing',
    });
    // Started by the clock, nobody checked in: not in use (issue 29).
    expect((await reportCall(ctx.app, managers.staff, 'today')).json().data.units_in_use).toBe(
      before.units_in_use,
    );
    await ctx.db
      .update(bookings)
      .set({ checked_in_at: new Date(now.getTime() - 25 * 60_000) })
      .where(eq(bookings.id, playing.booking.id));
    await insertPaidBooking(ctx.db, {
      paidAt: today,
      amount: 15_000,
      bookingType: 'fnb',
      status: 'confirmed',
    });
    const after = (await reportCall(ctx.app, managers.staff, 'today')).json().data;
    expect(after.units_in_use).toBe(before.units_in_use + 1);
    expect(after.food_orders_open).toBe(before.food_orders_open + 1);
    expect(after.units_total).toBeGreaterThan(0);
    expect(after.revenue).toBe(before.revenue + 55_000);
  });

  it('refuses visitors, customers and the front desk (but for today), and bad periods with 422', async () => {
    for (const path of ['revenue', 'transactions.csv', 'occupancy', 'peak-hours', 'popular']) {
      await expectAdminOnly(ctx.app, managers, 'GET', `/reports/${path}?from=2025-01-01&to=2025-01-31`);
    }
    expect((await reportCall(ctx.app, {}, 'today')).statusCode).toBe(401);
    expect((await reportCall(ctx.app, managers.customer, 'today')).statusCode).toBe(403);
    expect((await reportCall(ctx.app, managers.admin, 'today')).statusCode).toBe(200);

    const bad: Array<[string, string]> = [
      ['revenue?from=2025-02-01&to=2025-01-01', 'to'],
      ['revenue?from=2024-01-01&to=2025-01-02', 'to'],
      ['revenue?from=2025-02-30&to=2025-03-01', 'from'],
      ['revenue?from=1999-12-31&to=2000-01-01', 'from'],
      ['revenue?from=2025-01-01&to=2025-01-01%00', 'to'],
      ['revenue?from=2025-01-01&to=2025-01-31&group_by=minute', 'group_by'],
      ['revenue?from=2025-01-01&to=2025-03-01&group_by=hour', 'group_by'],
      ['revenue?from=2025-01-01', 'to'],
      ['occupancy?from=2025-01-01&to=tomorrow', 'to'],
      ['peak-hours?from[]=2025-01-01&to=2025-01-02', 'from'],
      ['popular?from=2025-01-01T00:00:00Z&to=2025-01-02', 'from'],
      ['transactions.csv?from=2025-01-02&to=2025-01-01', 'to'],
    ];
    for (const [path, field] of bad) {
      const response = await reportCall(ctx.app, managers.admin, path);
      expect(response.statusCode, path).toBe(422);
      expect(Object.keys(response.json().errors), path).toContain(field);
    }
  });

  it('keeps a period of a whole leap year and answers it', async () => {
    const revenue = await report('revenue?from=2024-01-01&to=2024-12-31&group_by=week');
    expect(revenue.series[0].bucket).toBe('2024-01-01');
    expect(revenue.previous).toMatchObject({ from: '2022-12-31', to: '2023-12-31' });
  });

  it('reads the window by instants: a payment one second before midnight is the day before', async () => {
    const { booking } = await insertPaidBooking(ctx.db, {
      paidAt: '2025-05-05 12:00',
      amount: 1,
      bookingType: 'fnb',
    });
    await insertPayment(ctx.db, booking.id, { paidAt: '2025-05-05 23:59', amount: 2 });
    expect(local('2025-05-06 00:00').getTime() - local('2025-05-05 23:59').getTime()).toBe(60_000);
    expect((await report('revenue?from=2025-05-05&to=2025-05-05')).total).toBe(3);
    expect((await report('revenue?from=2025-05-06&to=2025-05-06')).total).toBe(0);
  });
});
