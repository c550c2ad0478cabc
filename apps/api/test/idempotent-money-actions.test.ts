import { randomUUID } from 'node:crypto';
import { SHIFT_MESSAGES } from '@ruangmain/domain/contracts/shift';
import { toInstant } from '@ruangmain/domain/hours';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { bookings } from '../src/db/schema/bookings';
import { bookingExtensions, refunds } from '../src/db/schema/desk';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { payments } from '../src/db/schema/payments';
import { shifts } from '../src/db/schema/shifts';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from '../src/plugins/idempotency';
import { pruneIdempotencyKeys } from '../src/plugins/idempotency-keys';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  postBooking,
  readBooking,
  type TestUnit,
  TZ,
} from './bookings';
import { createStaff, deskCall, doubleClick, withIdempotencyKey } from './desk';
import { fnbNamed, guestFoodOrder, postFoodOrder } from './food-orders';

const TRIALS = 10;
const replayed = REPLAYED_HEADER.toLowerCase();

type Answer = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown };

/** The first answered, the repeat answered the same status and body, marked as a replay. */
function expectReplay(first: Answer, repeat: Answer, status: number) {
  expect(first.statusCode, first.body).toBe(status);
  expect(repeat.statusCode, repeat.body).toBe(status);
  expect(repeat.json()).toEqual(first.json());
  expect(first.headers[replayed]).toBeUndefined();
  expect(repeat.headers[replayed]).toBe('true');
}

/**
 * Money actions are safe to send twice (record 0035, issue 27 item 5): the desk's double click sends one
 * key twice, 100 to 300 ms apart, and the money moves once. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the two requests really run at once.
 */
describe('money actions with an Idempotency-Key (record 0035)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;
  let otherDesk: AuthHeaders;
  let unitIndex = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
    otherDesk = (await createStaff(ctx.app, ctx.db, 'Budi Kasir')).auth;
  });
  afterAll(async () => ctx?.close());

  const nextUnit = (): TestUnit => ctx.units[unitIndex++ % ctx.units.length] as TestUnit;
  const walkIn = (unit: TestUnit, date: string) =>
    guestBooking(unit, date, '14:00', 2, { name: 'Rina Main', payment_method: 'cash' });
  /** A paid counter booking (cash) on a date of its own. */
  const paidBooking = (): Promise<Booked> => book(ctx.app, walkIn(nextUnit(), ctx.nextDate()), admin);
  const extend = (id: number, headers: AuthHeaders, minutes = 30) =>
    deskCall(ctx.app, headers, 'POST', `/bookings/${id}/extend`, { minutes, payment_method: 'cash' });
  const refund = (id: number, headers: AuthHeaders, amount = 1_000) =>
    deskCall(ctx.app, headers, 'POST', `/bookings/${id}/refund`, { amount, reason: 'Konsol bermasalah' });
  const paymentsOf = async (bookingId: number) =>
    ctx.db.select().from(payments).where(eq(payments.booking_id, bookingId));
  const extensionsOf = async (bookingId: number) =>
    ctx.db.select().from(bookingExtensions).where(eq(bookingExtensions.booking_id, bookingId));

  describe(`a double click (${TRIALS} trials each, one key, 100–300 ms apart) moves money once`, () => {
    it('extend: one extension and one cash payment per trial; the repeat answers the first body', async () => {
      const charges: number[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const booked = await paidBooking();
        const headers = withIdempotencyKey(desk);
        const [first, repeat] = await doubleClick(() => extend(booked.id, headers));
        expectReplay(first, repeat, 200);
        charges.push((await extensionsOf(booked.id)).length);
        expect(await paymentsOf(booked.id)).toHaveLength(2);
      }
      expect(charges).toEqual(Array(TRIALS).fill(1));
    });

    it('walk-in: one booking and one payment per trial, both clicks answered 201 with it', async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const unit = nextUnit();
        const date = ctx.nextDate();
        const headers = withIdempotencyKey(desk);
        const [first, repeat] = await doubleClick(() => postBooking(ctx.app, walkIn(unit, date), headers));
        expectReplay(first, repeat, 201);
        const booked = await ctx.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.unit_id, unit.id), eq(bookings.start_at, toInstant(`${date} 14:00`, TZ))));
        expect(booked).toHaveLength(1);
        expect(await paymentsOf((booked[0] as { id: number }).id)).toHaveLength(1);
      }
    });

    it('refund: one refund row and the amount taken back once per trial', async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const booked = await paidBooking();
        const headers = withIdempotencyKey(admin);
        const [first, repeat] = await doubleClick(() => refund(booked.id, headers));
        expectReplay(first, repeat, 200);
        expect(await ctx.db.select().from(refunds).where(eq(refunds.booking_id, booked.id))).toHaveLength(1);
        expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(1_000);
      }
    });

    it('food at the desk: one order and one payment per trial', async () => {
      const teh = await fnbNamed(ctx.db, 'Es Teh Manis');
      for (let trial = 0; trial < TRIALS; trial++) {
        const order = guestFoodOrder([{ id: teh.id, quantity: 1 }], {
          notes: `Meja ${trial} ${randomUUID()}`,
        });
        const headers = withIdempotencyKey(desk);
        const [first, repeat] = await doubleClick(() => postFoodOrder(ctx.app, order, headers));
        expectReplay(first, repeat, 201);
        const orders = await ctx.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(sql`${bookings.notes} like ${`%${order.notes}`}`);
        expect(orders).toHaveLength(1);
        expect(await paymentsOf((orders[0] as { id: number }).id)).toHaveLength(1);
      }
    });

    it('shift close: closed once, both clicks answered with the sheet; one close in the trail', async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const opened = await deskCall(ctx.app, desk, 'POST', '/shifts', { opening_cash: 100_000 });
        expect(opened.statusCode, opened.body).toBe(201);
        const shiftId = opened.json().data.id as number;
        const headers = withIdempotencyKey(desk);
        const [first, repeat] = await doubleClick(() =>
          deskCall(ctx.app, headers, 'POST', `/shifts/${shiftId}/close`, {
            counted_cash: 90_000,
            note: `Selisih ${trial}`,
          }),
        );
        expectReplay(first, repeat, 200);
        const [closed] = await ctx.db.select().from(shifts).where(eq(shifts.id, shiftId));
        expect(closed?.closed_at).not.toBeNull();
        const closes = await ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'shift.close'), eq(auditLog.subject_id, shiftId)));
        expect(closes).toHaveLength(1);
      }
    });
  });

  it('is named on every money action in the OpenAPI document, and only there', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    type Parameter = { in: string; name: string; required?: boolean };
    const headersOf = (path: string) =>
      ((document.paths[path]?.post?.parameters ?? []) as Parameter[])
        .filter((parameter) => parameter.in === 'header')
        .map(({ name, required }) => ({ name, required: required ?? false }));
    const moneyActions = [
      '/api/book-room',
      '/api/book-fnb',
      '/api/admin/bookings/{id}/extend',
      '/api/admin/bookings/{id}/refund',
      '/api/admin/shifts/{id}/close',
    ];
    for (const path of moneyActions)
      expect(headersOf(path), path).toEqual([{ name: 'Idempotency-Key', required: false }]);
    expect(headersOf('/api/admin/bookings/{id}/check-in')).toEqual([]);
  });

  describe('the key', () => {
    it('is per account: another account’s same key acts on its own', async () => {
      const booked = await paidBooking();
      const key = randomUUID();
      const mine = await extend(booked.id, withIdempotencyKey(desk, key));
      const theirs = await extend(booked.id, withIdempotencyKey(otherDesk, key), 60);
      expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
      expect(mine.headers[replayed]).toBeUndefined();
      expect(theirs.headers[replayed]).toBeUndefined();
      expect((await extensionsOf(booked.id)).map((row) => row.minutes).sort()).toEqual([30, 60]);
    });

    it('with another body answers 422 and moves nothing; the first result stays', async () => {
      const booked = await paidBooking();
      const headers = withIdempotencyKey(desk);
      const first = await extend(booked.id, headers, 30);
      expect(first.statusCode, first.body).toBe(200);
      const other = await extend(booked.id, headers, 60);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.mismatch });
      const again = await extend(booked.id, headers, 30);
      expectReplay(first, again, 200);
      expect(await extensionsOf(booked.id)).toHaveLength(1);
    });

    it('on another route answers 422 and moves nothing', async () => {
      const booked = await paidBooking();
      const headers = withIdempotencyKey(admin);
      expect((await extend(booked.id, headers)).statusCode).toBe(200);
      const refunded = await refund(booked.id, headers);
      expect(refunded.statusCode).toBe(422);
      expect(refunded.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.mismatch });
      expect(await ctx.db.select().from(refunds).where(eq(refunds.booking_id, booked.id))).toHaveLength(0);
    });

    it('is not burnt by a refusal: the same key acts once the request is put right', async () => {
      const opened = await deskCall(ctx.app, desk, 'POST', '/shifts', { opening_cash: 50_000 });
      const shiftId = opened.json().data.id as number;
      const headers = withIdempotencyKey(desk);
      const close = (body: object) => deskCall(ctx.app, headers, 'POST', `/shifts/${shiftId}/close`, body);
      // Refused by its schema (before the key is taken), then by the operation (a note is required).
      expect((await close({ counted_cash: -1 })).statusCode).toBe(422);
      const noNote = await close({ counted_cash: 40_000 });
      expect(noNote.statusCode).toBe(422);
      expect(noNote.json().message).toBe(SHIFT_MESSAGES.noteRequired);
      const corrected = await close({ counted_cash: 40_000, note: 'Kurang 10.000' });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.headers[replayed]).toBeUndefined();
      expectReplay(corrected, await close({ counted_cash: 40_000, note: 'Kurang 10.000' }), 200);
    });

    it('sent by requests at once: one acts, the others wait for it and answer its result', async () => {
      const booked = await paidBooking();
      const headers = withIdempotencyKey(desk);
      const answers = await Promise.all(Array.from({ length: 5 }, () => extend(booked.id, headers)));
      const [first, ...repeats] = answers.sort(
        (a, b) => Number(a.headers[replayed] === 'true') - Number(b.headers[replayed] === 'true'),
      );
      for (const repeat of repeats) expectReplay(first as Answer, repeat, 200);
      expect(await extensionsOf(booked.id)).toHaveLength(1);
    });

    it('held by a request that stopped mid-way answers 409 rather than acting a second time', async () => {
      const booked = await paidBooking();
      const headers = withIdempotencyKey(desk);
      expect((await extend(booked.id, headers)).statusCode).toBe(200);
      // As a process killed while acting leaves it: taken a minute ago, never answered.
      await ctx.db
        .update(idempotencyKeys)
        .set({
          status_code: null,
          response: null,
          completed_at: null,
          created_at: new Date(Date.now() - 60_000),
        })
        .where(eq(idempotencyKeys.key, headers['idempotency-key']));
      const stuck = await extend(booked.id, headers);
      expect(stuck.statusCode).toBe(409);
      expect(stuck.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress });
      expect(await extensionsOf(booked.id)).toHaveLength(1);
    });

    it('answers for 24 hours: an older key acts again, and the sweeper prunes it', async () => {
      const booked = await paidBooking();
      const headers = withIdempotencyKey(desk);
      expect((await extend(booked.id, headers)).statusCode).toBe(200);
      await ctx.db
        .update(idempotencyKeys)
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(idempotencyKeys.key, headers['idempotency-key']));
      const later = await extend(booked.id, headers);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.headers[replayed]).toBeUndefined();
      expect(await extensionsOf(booked.id)).toHaveLength(2);

      await ctx.db
        .update(idempotencyKeys)
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(idempotencyKeys.key, headers['idempotency-key']));
      const fresh = withIdempotencyKey(desk);
      expect((await extend(booked.id, fresh)).statusCode).toBe(200);
      expect(await pruneIdempotencyKeys(ctx.db)).toBeGreaterThanOrEqual(1);
      const left = await ctx.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
      expect(left.map((row) => row.key)).toContain(fresh['idempotency-key']);
      expect(left.map((row) => row.key)).not.toContain(headers['idempotency-key']);
    });

    it('of more than 255 characters, or blank, is refused (400) before anything moves', async () => {
      const booked = await paidBooking();
      for (const key of ['x'.repeat(256), ' ']) {
        const answer = await extend(booked.id, withIdempotencyKey(desk, key));
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.invalid });
      }
      expect(await extensionsOf(booked.id)).toHaveLength(0);
    });

    it('is left out by a caller that sends none: the action runs as it always did', async () => {
      const booked = await paidBooking();
      expect((await extend(booked.id, desk)).statusCode).toBe(200);
      expect((await extend(booked.id, desk)).statusCode).toBe(200);
      expect(await extensionsOf(booked.id)).toHaveLength(2);
    });
  });
});
