import { FOOD_ORDER_MESSAGES } from '@ruangmain/domain/food-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  type TestUnit,
} from '../../../test/bookings';
import { createStaff, minutesFromNow, placeBooking, retireBookings } from '../../../test/desk';
import { fnbNamed, postFoodOrder } from '../../../test/food-orders';
import { bookings } from '../../db/schema/bookings';

// Food to a unit (issue 30): a customer sends it only to a unit of their own booking playing now
// (checked in, or within its time); staff to any unit; a guest to none.
describe('food to a unit: only the unit of one’s own booking playing now', () => {
  let ctx: BookingTestApp;
  let owner: TestCustomer;
  let stranger: TestCustomer;
  let playingUnit: TestUnit;
  let otherUnit: TestUnit;
  let teh: { id: number };
  const placed: number[] = [];

  /** A paid booking of `customer` on `unit`, placed from `startIn` to `endIn` minutes from now. */
  async function paidBooking(customer: TestCustomer, unit: TestUnit, startIn: number, endIn: number) {
    const booked = await book(ctx.app, guestBooking(unit, ctx.nextDate(), '14:00'), customer.auth);
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    await placeBooking(ctx.db, booked.id, minutesFromNow(startIn), minutesFromNow(endIn));
    placed.push(booked.id);
    return booked.id;
  }

  const orderTo = (unitId: number, headers: Record<string, string> = {}) =>
    postFoodOrder(
      ctx.app,
      { unit_id: unitId, fnbs: [{ id: teh.id, quantity: 1 }], name: 'Rina', phone: '081234500001' },
      headers,
    );

  const playingUnits = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/customer/playing-units', headers });

  beforeAll(async () => {
    ctx = await openBookingApp();
    owner = await createCustomer(ctx.app, ctx.db);
    stranger = await createCustomer(ctx.app, ctx.db);
    teh = await fnbNamed(ctx.db, 'Es Teh Manis');
    playingUnit = ctx.units[2] as TestUnit;
    otherUnit = ctx.units[3] as TestUnit;
    // Within its time, not checked in yet: at the unit (the board's 'due').
    await paidBooking(owner, playingUnit, -30, 60);
    // Later today: not yet.
    await paidBooking(owner, otherUnit, 60, 120);
  });
  afterAll(async () => {
    await retireBookings(ctx.db, placed);
    await ctx.close();
  });

  it('lists only the units of the customer’s own bookings playing now, with their rooms', async () => {
    const own = await playingUnits(owner.auth);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual([
      { id: playingUnit.id, name: playingUnit.name, room: { name: expect.any(String) } },
    ]);
    expect((await playingUnits(stranger.auth)).json().data).toEqual([]);
    expect((await playingUnits({})).statusCode).toBe(401);
  });

  it('takes the customer’s order to their playing unit', async () => {
    const response = await orderTo(playingUnit.id, owner.auth);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ seating: 'unit', unit: { id: playingUnit.id } });
  });

  it('refuses with 422 on unit_id a unit the customer has no booking playing on now', async () => {
    const response = await orderTo(otherUnit.id, owner.auth);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      message: FOOD_ORDER_MESSAGES.unitNotPlaying,
      errors: { unit_id: ['validation.in'] },
    });
  });

  it('refuses another customer’s playing unit, and a guest’s order to any unit', async () => {
    const wrongUser = await orderTo(playingUnit.id, stranger.auth);
    expect(wrongUser.statusCode, wrongUser.body).toBe(422);
    expect(wrongUser.json().errors).toEqual({ unit_id: ['validation.in'] });
    const guest = await orderTo(playingUnit.id);
    expect(guest.statusCode, guest.body).toBe(422);
    expect(guest.json()).toMatchObject({
      message: FOOD_ORDER_MESSAGES.unitNeedsLogin,
      errors: { unit_id: ['validation.in'] },
    });
  });

  it('follows check-in: a party checked in 15 minutes early is at its unit; a no-show is not', async () => {
    const thirdUnit = ctx.units[4] as TestUnit;
    const early = await paidBooking(stranger, thirdUnit, 10, 50);
    expect((await orderTo(thirdUnit.id, stranger.auth)).statusCode).toBe(422);
    await ctx.db.update(bookings).set({ checked_in_at: new Date() }).where(eq(bookings.id, early));
    expect((await playingUnits(stranger.auth)).json().data.map((unit: { id: number }) => unit.id)).toEqual([
      thirdUnit.id,
    ]);
    expect((await orderTo(thirdUnit.id, stranger.auth)).statusCode).toBe(201);
    await ctx.db
      .update(bookings)
      .set({ status: 'cancelled', cancel_reason: 'no_show', checked_in_at: null })
      .where(eq(bookings.id, early));
    expect((await orderTo(thirdUnit.id, stranger.auth)).statusCode).toBe(422);
  });

  it('lets staff send food to any unit', async () => {
    const staff = await createStaff(ctx.app, ctx.db);
    const response = await orderTo(otherUnit.id, staff.auth);
    expect(response.statusCode, response.body).toBe(201);
  });
});
