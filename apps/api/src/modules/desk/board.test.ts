import { addDays } from '@ruangmain/domain/dates';
import { findBusinessDate, toInstant, toLocalDateTime } from '@ruangmain/domain/hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  nextWeekday,
  notify,
  openBookingApp,
  TZ,
  unitNamed,
} from '../../../test/bookings';
import { createStaff, deskCall, minutesFromNow, placeBooking, retireBookings } from '../../../test/desk';
import { bookings, venueBlocks } from '../../db/schema/bookings';

describe('GET /api/admin/board (the front desk board)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;
  // A Friday far ahead, whose night runs until Saturday 01:00 (spec 2 §9).
  const friday = nextWeekday(5, 20);
  const saturday = addDays(friday, 1);
  let hold: Booked;
  let paid: Booked;
  let counter: Booked;
  let lateNight: Booked;
  let cancelled: Booked;
  let blockBookingId: number;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
    const regular2 = unitNamed(ctx.units, 'PS5 Regular 2');
    hold = await book(ctx.app, guestBooking(ctx.unit, friday, '14:00', 2, { name: 'Rina Hold' }));
    paid = await book(ctx.app, guestBooking(ctx.unit, friday, '17:00', 1, { name: 'Budi Paid' }));
    await notify(ctx.app, ctx.db, paid.order_id, 'settlement');
    counter = await book(
      ctx.app,
      guestBooking(regular2, friday, '15:00', 2, { name: 'Joko Counter', payment_method: 'cash' }),
      admin,
    );
    lateNight = await book(
      ctx.app,
      guestBooking(regular2, friday, '23:00', 2, {
        start_time: `${friday} 23:00`,
        end_time: `${saturday} 01:00`,
        name: 'Sari Larut',
      }),
    );
    cancelled = await book(ctx.app, guestBooking(ctx.unit, friday, '20:00', 1, { name: 'Tono Batal' }));
    await ctx.db
      .update(bookings)
      .set({ status: 'cancelled', cancel_reason: 'expired' })
      .where(eq(bookings.id, cancelled.id));
    const [block] = await ctx.db
      .insert(venueBlocks)
      .values({
        title: 'Turnamen FIFA',
        start_at: toInstant(`${friday} 18:00`, TZ),
        end_at: toInstant(`${friday} 22:00`, TZ),
      })
      .returning();
    const [row] = await ctx.db
      .insert(bookings)
      .values({
        invoice_number: `BLOCK-${block?.id}`,
        booking_type: 'block',
        channel: 'venue',
        status: 'confirmed',
        venue_block_id: block?.id,
        unit_id: regular2.id,
        name: 'Turnamen FIFA',
        phone: '-',
        start_at: toInstant(`${friday} 18:00`, TZ),
        end_at: toInstant(`${friday} 22:00`, TZ),
        payment_method: 'none',
      })
      .returning({ id: bookings.id });
    blockBookingId = row?.id ?? 0;
  });
  afterAll(async () => ctx?.close());

  const board = (query: string, headers = desk) => deskCall(ctx.app, headers, 'GET', `/board${query}`);

  it('lays out the business day from opening to closing, past midnight on a Friday', async () => {
    const response = await board(`?date=${friday}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      date: friday,
      opens_at: toInstant(`${friday} 14:00`, TZ).toISOString(),
      closes_at: toInstant(`${saturday} 01:00`, TZ).toISOString(),
      slot_minutes: 30,
    });
    expect(Date.parse(data.now)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('groups the active units by room, each with its consoles', async () => {
    const { data } = (await board(`?date=${friday}`)).json();
    expect(data.rooms.map((room: { name: string }) => room.name)).toEqual(['Regular', 'VIP', 'VVIP']);
    const units = data.rooms.flatMap((room: { units: unknown[] }) => room.units);
    expect(units).toHaveLength(ctx.units.length);
    expect(data.rooms[0].units[0]).toEqual({
      id: ctx.unit.id,
      name: ctx.unit.name,
      price_per_hour: ctx.unit.price_per_hour,
      consoles: [{ id: expect.any(Number), name: 'PS5' }],
    });
  });

  it('draws each booking and venue block by its state; cancelled ones stay hidden', async () => {
    const { data } = (await board(`?date=${friday}`)).json();
    const states = Object.fromEntries(
      data.blocks.map((block: { id: number; state: string }) => [block.id, block.state]),
    );
    expect(states).toEqual({
      [hold.id]: 'hold',
      [paid.id]: 'upcoming',
      [counter.id]: 'upcoming',
      [lateNight.id]: 'hold',
      [blockBookingId]: 'venue',
    });
    const block = data.blocks.find((one: { id: number }) => one.id === blockBookingId);
    expect(block).toMatchObject({
      booking_type: 'block',
      channel: 'venue',
      venue_block: { id: expect.any(Number), title: 'Turnamen FIFA' },
      start_at: toInstant(`${friday} 18:00`, TZ).toISOString(),
      end_at: toInstant(`${friday} 22:00`, TZ).toISOString(),
    });
    expect(data.blocks.find((one: { id: number }) => one.id === hold.id)).toMatchObject({
      name: 'Rina Hold',
      invoice_number: hold.invoice_number,
      hold_expires_at: expect.any(String),
      game: { id: ctx.unit.game_id, title: expect.any(String) },
      checked_in_at: null,
      has_unpaid_extension: false,
    });
  });

  it('shows cancelled bookings when asked', async () => {
    const { data } = (await board(`?date=${friday}&show_hidden=true`)).json();
    expect(data.blocks.find((one: { id: number }) => one.id === cancelled.id)).toMatchObject({
      state: 'cancelled',
      status: 'cancelled',
    });
  });

  it('keeps the night past midnight on Friday, not on Saturday', async () => {
    const { data } = (await board(`?date=${saturday}`)).json();
    expect(data.blocks.map((block: { id: number }) => block.id)).not.toContain(lateNight.id);
    expect(data.opens_at).toBe(toInstant(`${saturday} 10:00`, TZ).toISOString());
  });

  it('opens the business day the venue is in now by default', async () => {
    const now = new Date();
    const expected = findBusinessDate(now, TZ) ?? toLocalDateTime(now, TZ).slice(0, 10);
    expect((await board('')).json().data.date).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ['a date that does not exist', '?date=2026-02-30', 'date', 'validation.date_format'],
    ['a date in another format', '?date=27-11-2026', 'date', 'validation.date_format'],
    ['show_hidden that is not true or false', '?show_hidden=yes', 'show_hidden', 'validation.in'],
  ])('refuses %s with 422', async (_label, query, field, code) => {
    const response = await board(query);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([code]);
  });

  it('tells arrivals apart: due until checked in, playing after; units in use counts the parties playing', async () => {
    const arrive = async (unitName: string) => {
      const booked = await book(ctx.app, guestBooking(unitNamed(ctx.units, unitName), saturday, '12:00', 2));
      await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
      await placeBooking(ctx.db, booked.id, minutesFromNow(-30), minutesFromNow(90));
      return booked;
    };
    const stateOf = async (id: number) =>
      (await deskCall(ctx.app, desk, 'GET', `/bookings/${id}`)).json().data.state;
    const summaryNow = async () => (await board('')).json().data.summary;
    const before = await summaryNow();
    const came = await arrive('PS5 Regular 3');
    const late = await arrive('PS4 Regular 1');
    // The clock started both (the sweeper's 'ongoing'); neither party is in yet.
    await ctx.db.update(bookings).set({ status: 'ongoing' }).where(eq(bookings.id, late.id));
    expect([await stateOf(came.id), await stateOf(late.id)]).toEqual(['due', 'due']);
    expect((await summaryNow()).units_in_use).toBe(before.units_in_use);

    expect((await deskCall(ctx.app, desk, 'POST', `/bookings/${came.id}/check-in`)).statusCode).toBe(200);
    expect([await stateOf(came.id), await stateOf(late.id)]).toEqual(['playing', 'due']);
    expect((await summaryNow()).units_in_use).toBe(before.units_in_use + 1);
    await retireBookings(ctx.db, [came.id, late.id]);
  });

  it("carries the figures of the day it shows, not always today's", async () => {
    const ahead = (await board(`?date=${friday}`)).json().data.summary;
    // Friday's paid bookings (the online one and the counter's); paid today, so no Friday money yet;
    // nobody can be playing on a day that has not come.
    expect(ahead).toEqual({
      revenue: 0,
      bookings: 2,
      units_in_use: null,
      units_total: ctx.units.length,
      food_orders_open: 0,
    });
    const today = (await board('')).json().data.summary;
    expect(today.units_in_use).toEqual(expect.any(Number));
    expect(today.revenue).toBeGreaterThan(0);
    const report = (await deskCall(ctx.app, desk, 'GET', '/reports/today')).json().data;
    expect(report).toEqual({ date: expect.any(String), ...today });
  });

  it('is for the venue’s people: admins see it, customers and visitors do not', async () => {
    expect((await board(`?date=${friday}`, admin)).statusCode).toBe(200);
    const customer = await createCustomer(ctx.app, ctx.db);
    expect((await board('', customer.auth)).statusCode).toBe(403);
    expect((await board('', {})).statusCode).toBe(401);
  });
});
