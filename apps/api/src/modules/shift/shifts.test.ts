import { SHIFT_MESSAGES } from '@ruangmain/domain/contracts/shift';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  type TestUnit,
} from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';
import { adminCall } from '../../../test/people';
import { auditLog } from '../../db/schema/audit';
import { refunds } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { shifts } from '../../db/schema/shifts';
import { closeShift } from './close-shift';

const HOUR = 3_600_000;

describe('the drawer’s shifts under /api/admin/shifts (staff and admins, record 0028)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: { id: number; name: string; auth: AuthHeaders };
  let sequence = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = await createStaff(ctx.app, ctx.db, 'Sari Kasir');
  });
  afterAll(async () => ctx?.close());

  const open = (body: object, headers = desk.auth) => deskCall(ctx.app, headers, 'POST', '/shifts', body);
  const close = (id: number, body: object, headers = desk.auth) =>
    deskCall(ctx.app, headers, 'POST', `/shifts/${id}/close`, body);
  const current = (headers = desk.auth) => deskCall(ctx.app, headers, 'GET', '/shifts/current');

  /** Closes whatever shift a test left open, straight in the database. */
  async function closeAnyOpen() {
    await ctx.db
      .update(shifts)
      .set({
        closed_at: new Date(),
        expected_cash: 0,
        counted_cash: 0,
        totals: { methods: [], cash_taken: 0, cash_refunded: 0 },
      })
      .where(isNull(shifts.closed_at));
  }

  /** A booking to hang payments on (its own pending online payment has no paid_at and counts nowhere). */
  async function someBooking() {
    const unit = ctx.units[sequence % ctx.units.length] as TestUnit;
    return book(ctx.app, guestBooking(unit, ctx.nextDate(), '14:00', 1));
  }

  async function insertPayment(bookingId: number, values: Partial<typeof payments.$inferInsert>) {
    sequence += 1;
    const [row] = await ctx.db
      .insert(payments)
      .values({
        booking_id: bookingId,
        order_id: `SHIFT-TEST-${sequence}`,
        provider: 'counter',
        method: 'cash',
        status: 'settlement',
        gross_amount: 0,
        ...values,
      })
      .returning();
    if (!row) throw new Error('no payment written');
    return row;
  }

  async function insertRefund(
    payment: typeof payments.$inferSelect,
    values: Partial<typeof refunds.$inferInsert>,
  ) {
    sequence += 1;
    await ctx.db.insert(refunds).values({
      booking_id: payment.booking_id,
      payment_id: payment.id,
      amount: 1,
      reason: 'Test',
      provider: 'counter',
      status: 'succeeded',
      refund_key: `SHIFT-REFUND-${sequence}`,
      ...values,
    });
  }

  it('counts cash in [opened_at, closed_at): payments at the opening count, at the close they do not', async () => {
    await closeAnyOpen();
    const opened = await open({ opening_cash: 200_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shiftId = opened.json().data.id as number;
    // A window of its own, far from every other test's money.
    const from = new Date(Date.UTC(2020, 0, 6, 3));
    const to = new Date(from.getTime() + 8 * HOUR);
    await ctx.db.update(shifts).set({ opened_at: from }).where(eq(shifts.id, shiftId));
    const { id } = await someBooking();
    const at = (hours: number) => new Date(from.getTime() + hours * HOUR);

    await insertPayment(id, { gross_amount: 11_000, paid_at: new Date(from.getTime() - 1) }); // before: out
    await insertPayment(id, { gross_amount: 50_000, paid_at: from }); // at the opening: in
    await insertPayment(id, { gross_amount: 30_000, paid_at: at(1) }); // a cash extension: in
    const refundedCash = await insertPayment(id, { gross_amount: 40_000, paid_at: at(2), status: 'refund' });
    const deskQris = await insertPayment(id, { gross_amount: 70_000, paid_at: at(2), method: 'qris' }); // not cash
    // Paid online: it never passed the counter, so the shift does not count it (issue 29 item 8).
    const online = await insertPayment(id, {
      gross_amount: 90_000,
      paid_at: at(3),
      method: 'midtrans',
      provider: 'simulator',
    });
    await insertPayment(id, { gross_amount: 13_000, paid_at: null, status: 'pending' }); // unpaid: out
    await insertPayment(id, { gross_amount: 17_000, paid_at: at(4), status: 'expire' }); // not taken: out
    await insertPayment(id, { gross_amount: 19_000, paid_at: to }); // at the close: the next shift's

    await insertRefund(refundedCash, { amount: 15_000, completed_at: at(5) }); // cash back: subtracted
    await insertRefund(refundedCash, { amount: 3_000, completed_at: new Date(from.getTime() - 1) }); // before
    await insertRefund(refundedCash, { amount: 4_000, completed_at: to }); // at the close: out
    await insertRefund(refundedCash, { amount: 5_000, completed_at: at(5), status: 'failed' }); // out
    await insertRefund(deskQris, { amount: 7_000, completed_at: at(6) }); // handed back at the desk: counted
    // An admin's refund through the payment provider: not the counter's money either.
    await insertRefund(online, { amount: 20_000, completed_at: at(6), provider: 'simulator' });

    const expected = 200_000 + 50_000 + 30_000 + 40_000 - 15_000;
    const actor = { id: desk.id, name: desk.name, role: 'staff' as const };
    await expect(
      closeShift(ctx.db, { id: shiftId, countedCash: expected - 1000, note: null, actor, now: to }),
    ).rejects.toMatchObject({ code: 'validation', message: SHIFT_MESSAGES.noteRequired });

    const closed = await closeShift(ctx.db, {
      id: shiftId,
      countedCash: expected,
      note: null,
      actor,
      now: to,
    });
    expect(closed).toMatchObject({
      expected_cash: expected,
      counted_cash: expected,
      difference: 0,
      closed_by_name: 'Sari Kasir',
      totals: {
        cash_taken: 120_000,
        cash_refunded: 15_000,
        methods: [
          { method: 'cash', payments: 3, taken: 120_000, refunds: 1, refunded: 15_000 },
          { method: 'qris', payments: 1, taken: 70_000, refunds: 1, refunded: 7_000 },
        ],
      },
    });
    // Stored as counted: read back, the closed shift says the same.
    const read = await deskCall(ctx.app, desk.auth, 'GET', `/shifts/${shiftId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      expected_cash: expected,
      totals: closed.totals,
      closed_at: to.toISOString(),
    });

    // The payment and the refund at the close belong to a shift opened then.
    const next = await open({ opening_cash: 0 });
    const nextId = next.json().data.id as number;
    await ctx.db.update(shifts).set({ opened_at: to }).where(eq(shifts.id, nextId));
    const nextClosed = await closeShift(ctx.db, {
      id: nextId,
      countedCash: 15_000,
      note: null,
      actor,
      now: new Date(to.getTime() + HOUR),
    });
    expect(nextClosed.totals).toMatchObject({ cash_taken: 19_000, cash_refunded: 4_000 });
  });

  it('runs a real cash walk-in into the open shift blind; a wrong count needs a note, then closes as counted', async () => {
    await closeAnyOpen();
    expect((await current()).json()).toEqual({ message: 'No shift is open.', data: null });
    const opened = await open({ opening_cash: 100_000 });
    const shiftId = opened.json().data.id as number;
    expect(opened.json()).toMatchObject({
      message: 'Shift opened.',
      data: { opening_cash: 100_000, opened_by_name: 'Sari Kasir', expected_cash: null, closed_at: null },
    });
    const walkIn = await book(
      ctx.app,
      guestBooking(ctx.units[0] as TestUnit, ctx.nextDate(), '10:00', 1, { payment_method: 'cash' }),
      desk.auth,
    );
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.booking_id, walkIn.id));
    const amount = paid?.gross_amount ?? 0;
    expect(amount).toBeGreaterThan(0);

    // A blind count (issue 29 item 8): the open shift tells how many payments, no sum of the drawer.
    for (const response of [
      await current(),
      await deskCall(ctx.app, desk.auth, 'GET', `/shifts/${shiftId}`),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        id: shiftId,
        opened_by_name: 'Sari Kasir',
        opened_at: expect.any(String),
        opening_cash: 100_000,
        closed_by_name: null,
        closed_at: null,
        expected_cash: null,
        counted_cash: null,
        difference: null,
        note: null,
        payment_counts: [{ method: 'cash', payments: 1 }],
        totals: null,
      });
      expect(response.body).not.toContain(String(100_000 + amount));
      expect(response.body).not.toContain(String(amount));
    }

    const short = await close(shiftId, { counted_cash: 100_000 + amount - 5000 });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json()).toEqual({
      message: SHIFT_MESSAGES.noteRequired,
      errors: { note: ['validation.required'] },
    });
    const blankNote = await close(shiftId, { counted_cash: 100_000 + amount - 5000, note: '   ' });
    expect(blankNote.statusCode).toBe(422);

    const closed = await close(
      shiftId,
      { counted_cash: 100_000 + amount - 5000, note: 'Kembalian salah' },
      admin,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Shift closed.',
      data: {
        expected_cash: 100_000 + amount,
        counted_cash: 100_000 + amount - 5000,
        difference: -5000,
        note: 'Kembalian salah',
        payment_counts: [{ method: 'cash', payments: 1 }],
        totals: { cash_taken: amount, methods: [{ method: 'cash', payments: 1, taken: amount }] },
      },
    });
    expect((await close(shiftId, { counted_cash: 0, note: 'again' })).statusCode).toBe(409);

    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject_type, 'shift'), eq(auditLog.subject_id, shiftId)))
      .orderBy(asc(auditLog.id));
    expect(trail).toMatchObject([
      {
        action: 'shift.open',
        actor_name: 'Sari Kasir',
        actor_role: 'staff',
        before: null,
        after: { opening_cash: 100_000 },
      },
      {
        action: 'shift.close',
        actor_role: 'admin',
        after: {
          expected_cash: 100_000 + amount,
          counted_cash: 100_000 + amount - 5000,
          difference: -5000,
          note: 'Kembalian salah',
        },
      },
    ]);

    const list = await deskCall(ctx.app, desk.auth, 'GET', '/shifts?per_page=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      current_page: 1,
      per_page: 1,
      data: [{ id: shiftId, difference: -5000 }],
    });
    expect(list.json().total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a second open with 409 while one is open', async () => {
    await closeAnyOpen();
    expect((await open({ opening_cash: 0 })).statusCode).toBe(201);
    const again = await open({ opening_cash: 5000 }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: SHIFT_MESSAGES.alreadyOpen });
  });

  it.each<[string, object]>([
    ['a negative amount', { opening_cash: -1 }],
    ['a fraction', { opening_cash: 1.5 }],
    ['text', { opening_cash: '100000' }],
    ['an absurd amount', { opening_cash: 1e12 }],
    ['nothing', {}],
  ])('refuses to open with %s (422)', async (_label, body) => {
    await closeAnyOpen();
    const response = await open(body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toHaveProperty('opening_cash');
  });

  it.each<[string, object, string]>([
    ['a NUL byte in the note', { counted_cash: 0, note: 'a\u0000b' }, 'note'],
    ['a note too long', { counted_cash: 0, note: 'x'.repeat(501) }, 'note'],
    ['a negative count', { counted_cash: -5 }, 'counted_cash'],
    ['a count as text', { counted_cash: 'banyak' }, 'counted_cash'],
  ])('refuses to close with %s (422)', async (_label, body, field) => {
    await closeAnyOpen();
    const id = (await open({ opening_cash: 0 })).json().data.id as number;
    const response = await close(id, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('answers 404 for a shift that does not exist, 422 for an id that is not one', async () => {
    expect((await deskCall(ctx.app, desk.auth, 'GET', '/shifts/999999')).statusCode).toBe(404);
    expect((await close(999_999, { counted_cash: 0 })).statusCode).toBe(404);
    expect((await deskCall(ctx.app, desk.auth, 'GET', '/shifts/abc')).statusCode).toBe(422);
    expect((await deskCall(ctx.app, desk.auth, 'GET', '/shifts?page=0')).statusCode).toBe(422);
  });

  it('is for staff: a visitor 401, a customer 403, before the body is read', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    for (const [method, path] of [
      ['GET', '/shifts/current'],
      ['GET', '/shifts'],
      ['GET', '/shifts/1'],
      ['POST', '/shifts'],
      ['POST', '/shifts/1/close'],
    ] as const) {
      const body = method === 'POST' ? { opening_cash: 0, counted_cash: 0 } : undefined;
      expect((await adminCall(ctx.app, {}, method, path, body)).statusCode).toBe(401);
      const refused = await adminCall(ctx.app, customer.auth, method, path, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).not.toHaveProperty('data');
    }
    expect((await current(admin)).statusCode).toBe(200);
  });
});
