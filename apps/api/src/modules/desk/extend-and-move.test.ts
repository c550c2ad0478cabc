import { DESK_MESSAGES } from '@ruangmain/domain/desk';
import { toInstant } from '@ruangmain/domain/hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readPayment,
  type TestUnit,
  TZ,
} from '../../../test/bookings';
import { createStaff, deskCall, readAudit } from '../../../test/desk';
import { bookingExtensions } from '../../db/schema/desk';
import { paymentSimulatorTransactions } from '../../db/schema/payment-simulator';
import { payments } from '../../db/schema/payments';
import { runSweeper } from '../../jobs/sweeper';

describe('extend ("tambah waktu") and move at the front desk (record 0023)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;
  let unitIndex = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
  });
  afterAll(async () => ctx?.close());

  const nextUnit = (): TestUnit => ctx.units[unitIndex++ % ctx.units.length] as TestUnit;

  /** A paid counter booking (cash) on a date of its own; every date is open 14:00 to 24:00. */
  async function paid(unit: TestUnit, date: string, start: string, hours: number): Promise<Booked> {
    return book(
      ctx.app,
      guestBooking(unit, date, start, hours, { name: 'Rina Main', payment_method: 'cash' }),
      admin,
    );
  }

  const extend = (id: number, body: object, headers = desk) =>
    deskCall(ctx.app, headers, 'POST', `/bookings/${id}/extend`, body);
  const move = (id: number, body: object, headers = desk) =>
    deskCall(ctx.app, headers, 'POST', `/bookings/${id}/move`, body);
  const endOf = async (id: number) => (await readBooking(ctx.db, id)).end_at?.toISOString();
  const at = (date: string, time: string) => toInstant(`${date} ${time}`, TZ).toISOString();

  describe('POST /api/admin/bookings/{id}/extend', () => {
    it('adds an hour paid cash: priced from the unit’s rate, its own paid payment row, audited', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const booked = await paid(unit, date, '14:00', 2);
      const response = await extend(booked.id, { minutes: 60, payment_method: 'cash' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Time added.',
        extension: { minutes: 60, amount: unit.price_per_hour, status: 'paid' },
        payment: null,
        data: { end_at: at(date, '17:00'), booking: { end_time: `${date} 17:00` } },
      });
      expect(body.data.payments).toEqual([
        expect.objectContaining({ method: 'cash', status: 'settlement', purpose: 'booking' }),
        expect.objectContaining({
          method: 'cash',
          status: 'settlement',
          purpose: 'extension',
          gross_amount: unit.price_per_hour,
          order_id: `${booked.invoice_number}-2`,
        }),
      ]);
      expect(body.data.paid_amount).toBe(body.data.booking.total_price + unit.price_per_hour);
      expect((await readAudit(ctx.db, booked.id)).at(-1)).toMatchObject({
        action: 'booking.extend',
        before: expect.objectContaining({ end_at: at(date, '16:00') }),
        after: expect.objectContaining({ end_at: at(date, '17:00'), minutes: 60, payment_method: 'cash' }),
      });
    });

    it('charges half an hour at half the rate', async () => {
      const unit = nextUnit();
      const booked = await paid(unit, ctx.nextDate(), '14:00', 1);
      const response = await extend(booked.id, { minutes: 30, payment_method: 'cash' });
      expect(response.json().extension.amount).toBe(Math.round(unit.price_per_hour / 2));
    });

    it('opens a counter QRIS charge, shows its QR and keeps the time once the simulator is paid', async () => {
      const booked = await paid(nextUnit(), ctx.nextDate(), '14:00', 2);
      const response = await extend(booked.id, { minutes: 60, payment_method: 'qris' });
      expect(response.statusCode, response.body).toBe(200);
      const { payment, extension } = response.json();
      expect(payment).toEqual({
        order_id: `${booked.invoice_number}-2`,
        qr_string: expect.stringContaining(`/payments/simulator/qris/${booked.invoice_number}-2`),
        qr_image_url: null,
      });
      expect(extension.status).toBe('pending');
      const board = await deskCall(
        ctx.app,
        desk,
        'GET',
        `/board?date=${(await readBooking(ctx.db, booked.id)).start_at?.toISOString().slice(0, 10)}`,
      );
      expect(board.json().data.blocks.find((block: { id: number }) => block.id === booked.id)).toMatchObject({
        has_unpaid_extension: true,
      });
      await notify(ctx.app, ctx.db, payment.order_id, 'settlement');
      const [row] = await ctx.db
        .select()
        .from(bookingExtensions)
        .where(eq(bookingExtensions.id, extension.id));
      expect(row?.status).toBe('paid');
      expect((await readPayment(ctx.db, booked.id)).status).toBe('settlement');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    });

    it('gives the time back when the QRIS payment expires, by notification or by the sweeper', async () => {
      const date = ctx.nextDate();
      const first = await paid(nextUnit(), date, '14:00', 2);
      const notified = (await extend(first.id, { minutes: 60, payment_method: 'qris' })).json();
      await notify(ctx.app, ctx.db, notified.payment.order_id, 'expire');
      expect(await endOf(first.id)).toBe(at(date, '16:00'));

      const second = await paid(nextUnit(), date, '14:00', 2);
      const silent = (await extend(second.id, { minutes: 30, payment_method: 'qris' })).json();
      const past = new Date(Date.now() - 60_000);
      await ctx.db
        .update(payments)
        .set({ expires_at: past })
        .where(eq(payments.order_id, silent.payment.order_id));
      await ctx.db
        .update(paymentSimulatorTransactions)
        .set({ expires_at: past })
        .where(eq(paymentSimulatorTransactions.order_id, silent.payment.order_id));
      const swept = await runSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments });
      expect(swept.extensions).toBe(1);
      expect(await endOf(second.id)).toBe(at(date, '16:00'));
      expect((await readBooking(ctx.db, second.id)).status).toBe('confirmed');
    });

    it('refuses time that is taken with 409 and what is in the way', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const booked = await paid(unit, date, '14:00', 2);
      const next = await paid(unit, date, '16:30', 1);
      const response = await extend(booked.id, { minutes: 60, payment_method: 'cash' });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        message: DESK_MESSAGES.unitBooked,
        conflicts: [
          expect.objectContaining({
            id: next.id,
            invoice_number: next.invoice_number,
            state: 'upcoming',
            unit_id: unit.id,
            start_at: at(date, '16:30'),
          }),
        ],
      });
      expect(await endOf(booked.id)).toBe(at(date, '16:00'));
      // The half hour before it is free.
      expect((await extend(booked.id, { minutes: 30, payment_method: 'cash' })).statusCode).toBe(200);
    });

    it.each<[string, object, string, string]>([
      ['45 minutes', { minutes: 45, payment_method: 'cash' }, 'minutes', 'validation.multiple_of'],
      ['nine hours', { minutes: 540, payment_method: 'cash' }, 'minutes', 'validation.multiple_of'],
      [
        'a payment method the desk does not take',
        { minutes: 30, payment_method: 'midtrans' },
        'payment_method',
        'validation.in',
      ],
      ['no minutes', { payment_method: 'cash' }, 'minutes', 'validation.numeric'],
    ])('refuses %s with 422', async (_label, body, field, code) => {
      const booked = await paid(nextUnit(), ctx.nextDate(), '14:00', 1);
      const response = await extend(booked.id, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[field]).toEqual([code]);
    });

    it('refuses to run past closing (422) and to extend an unpaid hold (409)', async () => {
      const late = await paid(nextUnit(), ctx.nextDate(), '22:00', 2);
      const pastClosing = await extend(late.id, { minutes: 30, payment_method: 'cash' });
      expect(pastClosing.statusCode).toBe(422);
      expect(pastClosing.json().message).toBe(DESK_MESSAGES.extensionPastClosing);
      const hold = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1));
      const unpaid = await extend(hold.id, { minutes: 30, payment_method: 'cash' });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toEqual({ message: DESK_MESSAGES.notPaid, conflicts: [] });
    });
  });

  describe('POST /api/admin/bookings/{id}/move', () => {
    it('moves a booking to another unit and time, keeping its length and price, audited', async () => {
      const from = nextUnit();
      const to = nextUnit();
      const date = ctx.nextDate();
      const booked = await paid(from, date, '14:00', 2);
      const priced = (await readBooking(ctx.db, booked.id)).total_price;
      const response = await move(booked.id, {
        unit_id: to.id,
        start_time: `${date} 18:00`,
        end_time: `${date} 20:00`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.booking).toMatchObject({
        unit_id: to.id,
        start_time: `${date} 18:00`,
        end_time: `${date} 20:00`,
        total_price: priced,
      });
      expect((await readAudit(ctx.db, booked.id)).at(-1)).toMatchObject({
        action: 'booking.move',
        before: expect.objectContaining({ unit_id: from.id, start_at: at(date, '14:00') }),
        after: expect.objectContaining({ unit_id: to.id, start_at: at(date, '18:00') }),
      });
    });

    it('answers a clash with 409 and the booking in the way', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const booked = await paid(nextUnit(), date, '14:00', 2);
      const there = await paid(unit, date, '15:00', 1);
      const response = await move(booked.id, {
        unit_id: unit.id,
        start_time: `${date} 14:00`,
        end_time: `${date} 16:00`,
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().conflicts.map((clash: { id: number }) => clash.id)).toEqual([there.id]);
    });

    it.each<[string, (date: string) => object, string, string]>([
      [
        'another length',
        (date) => ({ start_time: `${date} 18:00`, end_time: `${date} 21:00` }),
        'end_time',
        'validation.duration',
      ],
      [
        'a time off the half-hour grid',
        (date) => ({ start_time: `${date} 18:15`, end_time: `${date} 20:15` }),
        'start_time',
        'validation.slot',
      ],
      [
        'past closing',
        (date) => ({ start_time: `${date} 23:00`, end_time: `${date} 25:00`.replace(' 25:00', ' 23:59') }),
        'end_time',
        'validation.duration',
      ],
      [
        'a unit that does not exist',
        (date) => ({ unit_id: 999_999, start_time: `${date} 18:00`, end_time: `${date} 20:00` }),
        'unit_id',
        'validation.exists',
      ],
    ])('refuses %s with 422', async (_label, body, field, code) => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const booked = await paid(unit, date, '14:00', 2);
      const response = await move(booked.id, { unit_id: unit.id, ...body(date) });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[field]).toEqual([code]);
    });
  });

  describe('races (both engines): one free hour, two desks', () => {
    it('of an extension and a move into the same free hour, exactly one wins', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const first = await paid(unit, date, '14:00', 2);
      await paid(unit, date, '17:00', 1);
      const other = await paid(nextUnit(), date, '20:00', 1);
      const answers = await Promise.all([
        extend(first.id, { minutes: 60, payment_method: 'cash' }),
        move(other.id, { unit_id: unit.id, start_time: `${date} 16:00`, end_time: `${date} 17:00` }, admin),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const extended = (await endOf(first.id)) === at(date, '17:00');
      const moved = (await readBooking(ctx.db, other.id)).unit_id === unit.id;
      expect([extended, moved].filter(Boolean)).toHaveLength(1);
    });

    it('of two moves into the same free hour, exactly one wins', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const one = await paid(nextUnit(), date, '14:00', 1);
      const two = await paid(nextUnit(), date, '15:00', 1);
      const target = { unit_id: unit.id, start_time: `${date} 20:00`, end_time: `${date} 21:00` };
      const answers = await Promise.all([move(one.id, target), move(two.id, target, admin)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const onUnit = await Promise.all(
        [one.id, two.id].map(async (id) => (await readBooking(ctx.db, id)).unit_id),
      );
      expect(onUnit.filter((unitId) => unitId === unit.id)).toHaveLength(1);
    });

    it('of two desks extending one booking into the last free half hour, one adds it', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const booked = await paid(unit, date, '14:00', 2);
      await paid(unit, date, '16:30', 1);
      const answers = await Promise.all([
        extend(booked.id, { minutes: 30, payment_method: 'cash' }),
        extend(booked.id, { minutes: 30, payment_method: 'cash' }, admin),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await endOf(booked.id)).toBe(at(date, '16:30'));
      const rows = await ctx.db
        .select()
        .from(bookingExtensions)
        .where(eq(bookingExtensions.booking_id, booked.id));
      expect(rows).toHaveLength(1);
    });
  });
});
