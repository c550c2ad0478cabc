import { toLocalDateTime } from '@ruangmain/domain/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  TZ,
} from '../../../test/bookings';
import { createStaff, deskCall, readAudit } from '../../../test/desk';

/**
 * Staff act on customers' bookings through the desk's routes, audited; the customer routes act only
 * on the caller's own bookings, whoever calls (docs/decisions/0037, issue 27 item 3).
 */
describe('staff on the customer booking routes', () => {
  let ctx: BookingTestApp;
  let owner: TestCustomer;
  let staff: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    ctx = await openBookingApp();
    owner = await createCustomer(ctx.app, ctx.db);
    staff = await createStaff(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, headers: AuthHeaders, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  /** The owner's 14:00–16:00 booking on a date of its own, paid or still a hold. */
  const ownersBooking = async (paid: boolean) => {
    const date = ctx.nextDate();
    const booked = await book(ctx.app, guestBooking(ctx.unit, date, '14:00', 2), owner.auth);
    if (paid) await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    return { ...booked, date };
  };
  const localTimes = async (id: number) => {
    const row = await readBooking(ctx.db, id);
    return [toLocalDateTime(row.start_at as Date, TZ), toLocalDateTime(row.end_at as Date, TZ)];
  };

  it.each<[string, boolean, (booked: { id: number; date: string; order_id: string }) => [string, object]]>([
    [
      'moving a paid booking through POST /api/reschedule/{id}',
      true,
      ({ id, date }) => [`/api/reschedule/${id}`, { start_time: `${date} 18:00`, end_time: `${date} 20:00` }],
    ],
    [
      'cancelling an unpaid one through POST /api/customer/cancel/{id}',
      false,
      ({ id }) => [`/api/customer/cancel/${id}`, {}],
    ],
    [
      'cancelling its payment through POST /api/bookings/{id}/cancel-payment',
      false,
      ({ id }) => [`/api/bookings/${id}/cancel-payment`, { reason: 'payment_timeout' }],
    ],
  ])('refuses %s with 404, changing nothing and writing no trail', async (_label, paid, request) => {
    const booked = await ownersBooking(paid);
    const [url, payload] = request(booked);
    const response = await post(url, staff.auth, payload);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('Booking not found');
    expect((await readBooking(ctx.db, booked.id)).status).toBe(paid ? 'confirmed' : 'pending');
    expect(await localTimes(booked.id)).toEqual([`${booked.date} 14:00`, `${booked.date} 16:00`]);
    expect(await readAudit(ctx.db, booked.id)).toEqual([]);
  });

  it('leaves the job to the desk: its move and cancel are audited, the move’s before is the booked time', async () => {
    const paid = await ownersBooking(true);
    await post(`/api/reschedule/${paid.id}`, staff.auth, {
      start_time: `${paid.date} 18:00`,
      end_time: `${paid.date} 20:00`,
    });
    const moved = await deskCall(ctx.app, staff.auth, 'POST', `/bookings/${paid.id}/move`, {
      unit_id: ctx.unit.id,
      start_time: `${paid.date} 19:00`,
      end_time: `${paid.date} 21:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const hold = await ownersBooking(false);
    const cancelled = await deskCall(ctx.app, staff.auth, 'POST', `/bookings/${hold.id}/cancel`, {
      reason: 'Pelanggan minta batal',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [move] = await readAudit(ctx.db, paid.id);
    expect(move).toMatchObject({ action: 'booking.move', actor_id: staff.id, actor_role: 'staff' });
    const at = (time: string) => new Date(`${paid.date}T${time}:00+07:00`).toISOString();
    expect(move?.before).toMatchObject({ start_at: at('14:00'), end_at: at('16:00'), status: 'confirmed' });
    expect(move?.after).toMatchObject({ start_at: at('19:00'), end_at: at('21:00') });
    const [cancel] = await readAudit(ctx.db, hold.id);
    expect(cancel).toMatchObject({ action: 'booking.cancel', actor_id: staff.id });
    expect(cancel?.before).toMatchObject({ status: 'pending' });
    expect(cancel?.after).toMatchObject({ status: 'cancelled', reason: 'Pelanggan minta batal' });
  });

  it('lets staff give up the QRIS payment of a counter booking by its order id, audited', async () => {
    const date = ctx.nextDate();
    const counter = await book(
      ctx.app,
      guestBooking(ctx.unit, date, '14:00', 2, { payment_method: 'qris' }),
      staff.auth,
    );
    const response = await post(`/api/bookings/${counter.id}/cancel-payment`, staff.auth, {
      reason: 'payment_timeout',
      order_id: counter.order_id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readBooking(ctx.db, counter.id)).status).toBe('cancelled');
    const trail = await readAudit(ctx.db, counter.id);
    expect(trail.map((row) => row.action)).toEqual(['booking.walk_in', 'booking.cancel']);
    expect(trail[1]).toMatchObject({ actor_id: staff.id, actor_name: staff.name, actor_role: 'staff' });
    expect(trail[1]?.before).toMatchObject({ status: 'pending' });
    expect(trail[1]?.after).toMatchObject({ status: 'cancelled', reason: 'payment_timeout' });
    // The owner's own give-up is theirs, not a staff action: no trail.
    const own = await ownersBooking(false);
    expect(
      (await post(`/api/bookings/${own.id}/cancel-payment`, owner.auth, { reason: 'user_cancelled' }))
        .statusCode,
    ).toBe(200);
    expect(await readAudit(ctx.db, own.id)).toEqual([]);
  });
});
