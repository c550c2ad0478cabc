import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  unitNamed,
} from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';

// Issue 29: the trail names the units its facts hold by id, so the audit screen reads in words.
describe('GET /api/admin/audit names the units of its entries', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
  });
  afterAll(async () => ctx?.close());

  const audit = (query: Record<string, string>, headers = admin) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/audit', query, headers });

  it('answers a move with the names of the unit left and the unit taken', async () => {
    const from = unitNamed(ctx.units, 'PS5 Regular 1');
    const to = unitNamed(ctx.units, 'PS5 Regular 3');
    const date = ctx.nextDate();
    const booked = await book(
      ctx.app,
      guestBooking(from, date, '12:00', 2, { payment_method: 'cash' }),
      admin,
    );
    const moved = await deskCall(ctx.app, desk, 'POST', `/bookings/${booked.id}/move`, {
      unit_id: to.id,
      start_time: `${date} 12:00`,
      end_time: `${date} 14:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const response = await audit({ action: 'booking.move' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject([
      { action: 'booking.move', before: { unit_id: from.id }, after: { unit_id: to.id } },
    ]);
    expect(body.units).toEqual(
      expect.arrayContaining([
        { id: from.id, name: 'PS5 Regular 1' },
        { id: to.id, name: 'PS5 Regular 3' },
      ]),
    );
    expect(body.units).toHaveLength(2);
  });

  it('answers no units for entries that name none', async () => {
    const response = await audit({ action: 'shift.open' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], units: [] });
  });

  it('refuses an action it does not record (422) and the front desk (403)', async () => {
    expect((await audit({ action: 'booking.teleport' })).statusCode).toBe(422);
    expect((await audit({}, desk)).statusCode).toBe(403);
  });
});
