import { DESK_MESSAGES } from '@ruangmain/domain/desk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readPayment,
  readPoints,
  type TestUnit,
} from '../../../test/bookings';
import { createStaff, deskCall, readAudit } from '../../../test/desk';
import { refunds } from '../../db/schema/desk';
import { paymentSimulatorTransactions } from '../../db/schema/payment-simulator';

describe('POST /api/admin/bookings/{id}/refund (admins only, record 0023)', () => {
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

  /** A customer's online booking of 2 hours, paid through the simulator: it earned points. */
  async function paidOnline(customer: TestCustomer) {
    const booked = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 2), customer.auth);
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    const row = await readBooking(ctx.db, booked.id);
    return { ...booked, total: row.total_price, earned: row.points_earned };
  }

  const refund = (id: number, body: object, headers = admin) =>
    deskCall(ctx.app, headers, 'POST', `/bookings/${id}/refund`, body);
  const simulatorBooks = async (orderId: string) => {
    const [row] = await ctx.db
      .select()
      .from(paymentSimulatorTransactions)
      .where(eq(paymentSimulatorTransactions.order_id, orderId));
    return { status: row?.status, refunded: row?.refunded_amount };
  };

  it('refunds half of a paid online booking through the provider; half its points go back', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await paidOnline(customer);
    expect(booked.earned).toBeGreaterThan(0);
    const half = Math.floor(booked.total / 2);
    const response = await refund(booked.id, { amount: half, reason: 'Konsol bermasalah' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Refund recorded.',
      refund: { amount: half, points_reversed: Math.floor((booked.earned * half) / booked.total) },
      data: {
        state: 'upcoming',
        refunded_amount: half,
        refundable_amount: booked.total - half,
        refunds: [{ amount: half, reason: 'Konsol bermasalah', provider: 'simulator', status: 'succeeded' }],
      },
    });
    expect(await simulatorBooks(booked.order_id)).toEqual({ status: 'partial_refund', refunded: half });
    const points = await readPoints(ctx.db, customer.user.id);
    expect(points.balance).toBe(booked.earned - Math.floor((booked.earned * half) / booked.total));
    expect(points.ledger[0]).toMatchObject({ type: 'debit', booking_id: booked.id });
    expect((await readAudit(ctx.db, booked.id)).at(-1)).toMatchObject({
      action: 'booking.refund',
      after: expect.objectContaining({ amount: half, reason: 'Konsol bermasalah', refunded_amount: half }),
    });

    // The rest: the booking is refunded and every point it earned is back.
    const rest = await refund(booked.id, { amount: booked.total - half, reason: 'Sisa' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      state: 'refunded',
      booking: { status: 'refunded' },
      refundable_amount: 0,
    });
    expect(await simulatorBooks(booked.order_id)).toEqual({ status: 'refund', refunded: booked.total });
    expect((await readPayment(ctx.db, booked.id)).status).toBe('refund');
    expect((await readPoints(ctx.db, customer.user.id)).balance).toBe(0);

    const again = await refund(booked.id, { amount: 1, reason: 'Lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DESK_MESSAGES.nothingToRefund);
  });

  it('ignores the provider’s later refund notification: nothing is taken twice', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await paidOnline(customer);
    expect((await refund(booked.id, { amount: booked.total, reason: 'Tutup' })).statusCode).toBe(200);
    const before = await readPoints(ctx.db, customer.user.id);
    expect((await notify(ctx.app, ctx.db, booked.order_id, 'refund')).statusCode).toBe(200);
    expect(await readPoints(ctx.db, customer.user.id)).toEqual(before);
  });

  it('records a cash refund handed back at the desk, without the provider', async () => {
    const booked = await book(
      ctx.app,
      guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1, { payment_method: 'cash' }),
      admin,
    );
    const total = (await readBooking(ctx.db, booked.id)).total_price;
    const response = await refund(booked.id, { amount: total, reason: 'Listrik padam' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'refunded',
      refunds: [{ amount: total, provider: 'counter', status: 'succeeded' }],
    });
    expect(response.json().refund.points_reversed).toBe(0);
  });

  it('refunds once when two admins refund in full at the same moment (both engines)', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await paidOnline(customer);
    const body = { amount: booked.total, reason: 'Dobel' };
    const answers = await Promise.all([refund(booked.id, body), refund(booked.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(booked.total);
    expect(await simulatorBooks(booked.order_id)).toEqual({ status: 'refund', refunded: booked.total });
    const rows = await ctx.db.select().from(refunds).where(eq(refunds.booking_id, booked.id));
    expect(rows).toHaveLength(1);
    const debits = (await readPoints(ctx.db, customer.user.id)).ledger.filter((row) => row.type === 'debit');
    expect(debits.map((row) => row.points)).toEqual([booked.earned]);
  });

  it('refunds once when one partial refund is sent twice at once and both would not fit (both engines)', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await paidOnline(customer);
    const part = Math.floor((booked.total * 3) / 5);
    const body = { amount: part, reason: 'Konsol mati' };
    const answers = await Promise.all([refund(booked.id, body), refund(booked.id, body)]);
    // The other is refused: 409 when it raced the reservation, 422 (more than is left) when it came after.
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(200);
    expect([409, 422]).toContain(lost);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(part);
    // One provider refund, one refund row, the points of that part reversed once.
    expect(await simulatorBooks(booked.order_id)).toEqual({ status: 'partial_refund', refunded: part });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.booking_id, booked.id))).toHaveLength(1);
    const reversed = Math.floor((booked.earned * part) / booked.total);
    const debits = (await readPoints(ctx.db, customer.user.id)).ledger.filter((row) => row.type === 'debit');
    expect(debits.map((row) => row.points)).toEqual([reversed]);
    expect(
      (await readAudit(ctx.db, booked.id)).filter((row) => row.action === 'booking.refund'),
    ).toHaveLength(1);
  });

  it('records a cash refund once when two admins record it at the same moment (both engines)', async () => {
    const booked = await book(
      ctx.app,
      guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1, { payment_method: 'cash' }),
      admin,
    );
    const total = (await readBooking(ctx.db, booked.id)).total_price;
    const body = { amount: total, reason: 'Batal di kasir' };
    const answers = await Promise.all([refund(booked.id, body), refund(booked.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'refunded',
      refunded_amount: total,
    });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.booking_id, booked.id))).toHaveLength(1);
  });

  it('gives the amount back when the provider refuses (409): nothing is refunded', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await paidOnline(customer);
    // The provider does not hold the order as paid: Midtrans answers 412.
    await ctx.db
      .update(paymentSimulatorTransactions)
      .set({ status: 'pending' })
      .where(eq(paymentSimulatorTransactions.order_id, booked.order_id));
    const response = await refund(booked.id, { amount: 1000, reason: 'Coba' });
    expect(response.statusCode, response.body).toBe(409);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(0);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.booking_id, booked.id));
    expect(row?.status).toBe('failed');
    expect((await readPoints(ctx.db, customer.user.id)).balance).toBe(booked.earned);
  });

  it.each<[string, (total: number) => object, string, string]>([
    [
      'more than was paid',
      (total) => ({ amount: total + 1, reason: 'x' }),
      'amount',
      'validation.max.numeric',
    ],
    ['nothing', () => ({ amount: 0, reason: 'x' }), 'amount', 'validation.min.numeric'],
    ['a fraction of a rupiah', () => ({ amount: 10.5, reason: 'x' }), 'amount', 'validation.numeric'],
    ['no reason', () => ({ amount: 1000 }), 'reason', 'validation.required'],
  ])('refuses %s with 422', async (_label, body, field, code) => {
    const booked = await book(
      ctx.app,
      guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1, { payment_method: 'cash' }),
      admin,
    );
    const total = (await readBooking(ctx.db, booked.id)).total_price;
    const response = await refund(booked.id, body(total));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([code]);
  });

  it('is for admins: the front desk is refused (403) and an unpaid hold has nothing to refund (409)', async () => {
    const hold = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1));
    const byDesk = await refund(hold.id, { amount: 1000, reason: 'x' }, desk);
    expect(byDesk.statusCode).toBe(403);
    expect(byDesk.json()).toEqual({ message: 'This action is for admins only.' });
    expect((await refund(hold.id, { amount: 1000, reason: 'x' })).statusCode).toBe(409);
  });
});
