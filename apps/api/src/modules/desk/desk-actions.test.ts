import { DESK_MESSAGES } from '@ruangmain/domain/desk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readSimulatorStatus,
  type TestUnit,
} from '../../../test/bookings';
import {
  createStaff,
  deskCall,
  minutesFromNow,
  placeBooking,
  readAudit,
  retireBookings,
} from '../../../test/desk';

describe('front desk actions: check-in, no-show, cancel and the drawer (record 0023)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: Awaited<ReturnType<typeof createStaff>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let unitIndex = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = await createStaff(ctx.app, ctx.db, 'Dewi Kasir');
    customer = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());
  // Bookings placed around now leave the units free for the next test's.
  const placed: number[] = [];
  afterEach(async () => retireBookings(ctx.db, placed.splice(0)));

  /** Each test's bookings on a unit and date of their own. */
  const nextUnit = (): TestUnit => ctx.units[unitIndex++ % ctx.units.length] as TestUnit;

  /** A paid booking moved to start `startIn` minutes from now, for `hours`. */
  async function paidAround(startIn: number, hours = 2, unit = nextUnit()) {
    const booked = await book(
      ctx.app,
      guestBooking(unit, ctx.nextDate(), '14:00', hours, { name: 'Rina Datang' }),
    );
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    await placeBooking(ctx.db, booked.id, minutesFromNow(startIn), minutesFromNow(startIn + hours * 60));
    placed.push(booked.id);
    return booked;
  }

  const act = (id: number, action: string, headers: AuthHeaders = desk.auth, payload?: object) =>
    deskCall(ctx.app, headers, 'POST', `/bookings/${id}/${action}`, payload);

  describe('GET /api/admin/bookings/{id}', () => {
    it('shows the booking with its money, payments and what the desk may do', async () => {
      const booked = await paidAround(60);
      const response = await deskCall(ctx.app, desk.auth, 'GET', `/bookings/${booked.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        booking: {
          id: booked.id,
          invoice_number: booked.invoice_number,
          status: 'confirmed',
          name: 'Rina Datang',
        },
        state: 'upcoming',
        checked_in_at: null,
        checked_in_by: null,
        paid_amount: data.booking.total_price,
        refunded_amount: 0,
        refundable_amount: data.booking.total_price,
        extensions: [],
        refunds: [],
        actions: {
          check_in: false,
          extend: true,
          move: true,
          no_show: false,
          cancel: true,
          refund: true,
          rebook: false,
        },
      });
      expect(data.payments).toEqual([
        expect.objectContaining({
          order_id: booked.order_id,
          method: 'midtrans',
          status: 'settlement',
          purpose: 'booking',
        }),
      ]);
    });

    it('answers 404 for a booking that does not exist, 422 for an id that is not one', async () => {
      expect((await deskCall(ctx.app, desk.auth, 'GET', '/bookings/999999')).statusCode).toBe(404);
      expect((await deskCall(ctx.app, desk.auth, 'GET', '/bookings/abc')).statusCode).toBe(422);
    });
  });

  describe('POST /api/admin/bookings/{id}/check-in', () => {
    it('checks a paid party in from 15 minutes before the start: ongoing, with who and when, audited', async () => {
      const booked = await paidAround(14);
      const response = await act(booked.id, 'check-in');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Checked in.',
        data: {
          state: 'playing',
          booking: { status: 'ongoing' },
          checked_in_by: { id: desk.id, name: 'Dewi Kasir' },
        },
      });
      const row = await readBooking(ctx.db, booked.id);
      expect(row.checked_in_at).not.toBeNull();
      const [audit] = await readAudit(ctx.db, booked.id);
      expect(audit).toMatchObject({
        actor_id: desk.id,
        actor_name: 'Dewi Kasir',
        actor_role: 'staff',
        action: 'booking.check_in',
        subject_label: booked.invoice_number,
        before: expect.objectContaining({ status: 'confirmed', checked_in_at: null }),
        after: expect.objectContaining({ status: 'ongoing', checked_in_at: expect.any(String) }),
      });
    });

    it.each<[string, number, string]>([
      ['16 minutes before the start', 16, DESK_MESSAGES.checkInTooEarly],
      ['after the end', -180, DESK_MESSAGES.ended],
    ])('refuses %s with 409 and records nothing', async (_label, startIn, message) => {
      const booked = await paidAround(startIn);
      const response = await act(booked.id, 'check-in');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(message);
      expect(await readAudit(ctx.db, booked.id)).toEqual([]);
    });

    it('refuses an unpaid hold and a second check-in', async () => {
      const hold = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1));
      await placeBooking(ctx.db, hold.id, minutesFromNow(5), minutesFromNow(65));
      placed.push(hold.id);
      expect((await act(hold.id, 'check-in')).json()).toEqual({ message: DESK_MESSAGES.notPaid });
      const booked = await paidAround(0);
      expect((await act(booked.id, 'check-in')).statusCode).toBe(200);
      const again = await act(booked.id, 'check-in');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DESK_MESSAGES.alreadyCheckedIn);
    });

    it('lets one of two desks checking in at once do it', async () => {
      const booked = await paidAround(5);
      const answers = await Promise.all([act(booked.id, 'check-in'), act(booked.id, 'check-in', admin)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await readAudit(ctx.db, booked.id)).toHaveLength(1);
    });
  });

  describe('POST /api/admin/bookings/{id}/no-show', () => {
    it('cancels a paid booking never checked in once its start has passed: the unit is free again', async () => {
      const unit = nextUnit();
      const booked = await paidAround(-10, 2, unit);
      const response = await act(booked.id, 'no-show');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        state: 'no_show',
        booking: { status: 'cancelled', cancel_reason: 'no_show' },
      });
      // The freed time can be sold again: a booking over it is written.
      const walkIn = await book(
        ctx.app,
        guestBooking(unit, ctx.nextDate(), '16:00', 1, { payment_method: 'cash' }),
        admin,
      );
      await placeBooking(ctx.db, walkIn.id, minutesFromNow(0), minutesFromNow(60));
      placed.push(walkIn.id);
      expect((await readAudit(ctx.db, booked.id))[0]).toMatchObject({ action: 'booking.no_show' });
    });

    it.each<[string, number, boolean, string]>([
      ['before the start', 10, false, DESK_MESSAGES.noShowTooEarly],
      ['a party that was checked in', -10, true, DESK_MESSAGES.noShowCheckedIn],
    ])('refuses %s with 409', async (_label, startIn, checkIn, message) => {
      const booked = await paidAround(startIn);
      if (checkIn) expect((await act(booked.id, 'check-in')).statusCode).toBe(200);
      const response = await act(booked.id, 'no-show');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    });
  });

  describe('GET /api/admin/bookings?status= (the list’s status filter)', () => {
    const listIds = async (query: string, headers: AuthHeaders = desk.auth) => {
      const response = await deskCall(ctx.app, headers, 'GET', `/bookings?${query}&per_page=100`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Array<{ id: number; status: string; cancel_reason: string | null }>;
    };

    it('lists exactly the no-shows under no_show, and the other cancelled bookings under cancelled', async () => {
      const absent = await paidAround(-10);
      expect((await act(absent.id, 'no-show')).statusCode).toBe(200);
      const called = await paidAround(120);
      expect(
        (await act(called.id, 'cancel', desk.auth, { reason: 'Pelanggan minta batal' })).statusCode,
      ).toBe(200);
      const search = 'search=Rina%20Datang';

      const noShows = await listIds(`status=no_show&${search}`);
      expect(noShows.map((row) => row.id)).toContain(absent.id);
      expect(noShows.map((row) => row.id)).not.toContain(called.id);
      expect(noShows.every((row) => row.status === 'cancelled' && row.cancel_reason === 'no_show')).toBe(
        true,
      );

      const cancelled = await listIds(`status=cancelled&${search}`);
      expect(cancelled.map((row) => row.id)).toContain(called.id);
      expect(cancelled.map((row) => row.id)).not.toContain(absent.id);
      expect(cancelled.every((row) => row.status === 'cancelled' && row.cancel_reason !== 'no_show')).toBe(
        true,
      );
    });

    it('refuses a status it does not know (422), and customers (403)', async () => {
      const unknown = await deskCall(ctx.app, desk.auth, 'GET', '/bookings?status=absent');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('status');
      expect((await deskCall(ctx.app, customer.auth, 'GET', '/bookings?status=no_show')).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST /api/admin/bookings/{id}/cancel', () => {
    it('cancels a paid booking with the staff’s reason, which the booking and the trail keep', async () => {
      const booked = await paidAround(120);
      const response = await act(booked.id, 'cancel', desk.auth, { reason: 'Pelanggan minta batal' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        state: 'cancelled',
        booking: { status: 'cancelled', cancel_reason: 'Pelanggan minta batal' },
        refundable_amount: expect.any(Number),
      });
      expect((await readAudit(ctx.db, booked.id))[0]?.after).toMatchObject({
        reason: 'Pelanggan minta batal',
      });
    });

    it('releases an unpaid hold at the provider', async () => {
      const hold = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1));
      const response = await act(hold.id, 'cancel', desk.auth, { reason: 'Tidak jadi' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await readBooking(ctx.db, hold.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Tidak jadi',
      });
      expect(await readSimulatorStatus(ctx.db, hold.order_id)).toBe('cancel');
    });

    it('needs a reason (422) and refuses a booking no longer active (409)', async () => {
      const booked = await paidAround(120);
      const missing = await act(booked.id, 'cancel', desk.auth, { reason: '   ' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.reason).toEqual(['validation.required']);
      expect((await act(booked.id, 'cancel', desk.auth, { reason: 'Batal' })).statusCode).toBe(200);
      expect((await act(booked.id, 'cancel', desk.auth, { reason: 'Batal' })).statusCode).toBe(409);
    });
  });

  it('is for the venue’s people: customers 403, visitors 401', async () => {
    const booked = await paidAround(5);
    for (const action of ['check-in', 'no-show']) {
      expect((await act(booked.id, action, customer.auth)).statusCode).toBe(403);
      expect((await act(booked.id, action, {})).statusCode).toBe(401);
    }
    expect((await deskCall(ctx.app, customer.auth, 'GET', `/bookings/${booked.id}`)).statusCode).toBe(403);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
  });
});
