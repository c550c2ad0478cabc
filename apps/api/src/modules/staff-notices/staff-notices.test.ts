import { and, eq } from 'drizzle-orm';
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
} from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';
import { fnbNamed, guestFoodOrder, postFoodOrder } from '../../../test/food-orders';
import { setPoints } from '../../../test/rewards';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { customerNotices, staffNotices } from '../../db/schema/notices';
import { rewards } from '../../db/schema/rewards';
import { addStaffNotice } from '../notices/enqueue-notices';

describe('the back office bell (issue 18 "Notices")', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let staff: { id: number; auth: AuthHeaders };
  let customer: TestCustomer;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    staff = await createStaff(ctx.app, ctx.db);
    customer = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const list = (headers: AuthHeaders, query = '') => deskCall(ctx.app, headers, 'GET', `/notices${query}`);
  const markRead = (headers: AuthHeaders, body: object) =>
    deskCall(ctx.app, headers, 'POST', '/notices/read', body);
  const paidBooking = async () => {
    const booked = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00'));
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    return booked;
  };

  it('lists a paid online booking, newest first, with the caller’s unread count', async () => {
    const first = await paidBooking();
    const second = await paidBooking();
    const response = await list(staff.auth);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.slice(0, 2)).toMatchObject([
      {
        kind: 'booking_paid',
        subject_type: 'booking',
        subject_id: second.id,
        label: second.invoice_number,
        is_read: false,
      },
      { kind: 'booking_paid', subject_id: first.id, label: first.invoice_number, is_read: false },
    ]);
    expect(body).toMatchObject({ current_page: 1, per_page: 20 });
    expect(body.unread).toBe(body.total);
  });

  it('keeps read state per staff member, and marks all read', async () => {
    await paidBooking();
    const [entry] = (await list(staff.auth)).json().data;
    const before = (await list(admin)).json().unread as number;
    const read = await markRead(staff.auth, { ids: [entry.id, entry.id, 999_999] });
    expect(read.statusCode, read.body).toBe(200);
    const mine = (await list(staff.auth)).json();
    expect(mine.data[0]).toMatchObject({ id: entry.id, is_read: true });
    expect(read.json().unread).toBe(mine.unread);
    // The admin has read nothing.
    const theirs = (await list(admin)).json();
    expect(theirs.unread).toBe(before);
    expect(theirs.data[0]).toMatchObject({ id: entry.id, is_read: false });
    // Reading twice changes nothing; "all" reads the rest.
    expect((await markRead(staff.auth, { ids: [entry.id] })).json().unread).toBe(mine.unread);
    expect((await markRead(staff.auth, { all: true })).json()).toEqual({ unread: 0 });
    expect((await list(admin)).json().unread).toBe(before);
  });

  it('rings for a paid food order, a merchandise claim and a payment after release', async () => {
    const teh = await fnbNamed(ctx.db, 'Es Teh Manis');
    const placed = await postFoodOrder(ctx.app, guestFoodOrder([{ id: teh.id, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    await notify(ctx.app, ctx.db, placed.json().order_id, 'settlement');
    const [food] = await ctx.db.select().from(staffNotices).where(eq(staffNotices.kind, 'food_order_placed'));
    expect(food).toMatchObject({ subject_type: 'fnb_order', label: placed.json().invoice_number });

    const [merch] = await ctx.db.select().from(rewards).where(eq(rewards.type, 'free_merchandise')).limit(1);
    if (!merch) throw new Error('no merchandise reward in the demo data');
    await setPoints(ctx.db, customer.user.id, merch.points_required);
    const redeemed = await ctx.app.inject({
      method: 'POST',
      url: `/api/customer/rewards/${merch.id}/redeem`,
      headers: customer.auth,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const [claim] = await ctx.db.select().from(staffNotices).where(eq(staffNotices.kind, 'claim_waiting'));
    expect(claim).toMatchObject({ subject_type: 'user_reward', label: redeemed.json().voucher_code });

    // Paid after the customer gave the hold up and someone else took the slot (record 0007).
    const date = ctx.nextDate();
    const late = await book(ctx.app, guestBooking(ctx.unit, date, '14:00'));
    const given = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${late.id}/cancel-payment`,
      payload: { reason: 'user_cancelled', order_id: late.order_id },
    });
    expect(given.statusCode, given.body).toBe(200);
    await book(ctx.app, guestBooking(ctx.unit, date, '15:00', 1));
    expect((await notify(ctx.app, ctx.db, late.order_id, 'settlement')).json().outcome).toBe(
      'paid_after_release',
    );
    const [release] = await ctx.db
      .select()
      .from(staffNotices)
      .where(eq(staffNotices.kind, 'paid_after_release'));
    expect(release).toMatchObject({
      subject_type: 'booking',
      subject_id: late.id,
      label: late.invoice_number,
    });
    // Told nothing: the customer was never confirmed.
    const told = await ctx.db.select().from(customerNotices).where(eq(customerNotices.booking_id, late.id));
    expect(told).toEqual([]);
  });

  it('adds an event once when several write it at the same moment (both engines)', async () => {
    const attempts = Array.from({ length: 6 }, () =>
      ctx.db.transaction((tx) =>
        addStaffNotice(tx as unknown as Db, {
          kind: 'claim_waiting',
          dedupeKey: 'claim_waiting:race-1',
          subjectType: 'booking',
          subjectId: 1,
          label: 'INV-RACE',
        }),
      ),
    );
    const added = await Promise.all(attempts);
    expect(added.filter(Boolean)).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(staffNotices)
      .where(eq(staffNotices.dedupe_key, 'claim_waiting:race-1'));
    expect(rows).toHaveLength(1);
  });

  it('confirms a booking once when its payment is notified twice at the same moment (both engines)', async () => {
    const booked = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00'));
    await Promise.all([
      notify(ctx.app, ctx.db, booked.order_id, 'settlement'),
      notify(ctx.app, ctx.db, booked.order_id, 'settlement'),
    ]);
    const bell = await ctx.db.select().from(staffNotices).where(eq(staffNotices.subject_id, booked.id));
    expect(bell.filter((row) => row.kind === 'booking_paid')).toHaveLength(1);
    const notices = await ctx.db
      .select()
      .from(customerNotices)
      .where(eq(customerNotices.booking_id, booked.id));
    expect(notices.map((row) => row.kind)).toEqual(['booking_confirmed']);
  });

  it('refuses visitors (401) and customers (403), and bad input (422)', async () => {
    for (const [method, path, body] of [
      ['GET', '/notices', undefined],
      ['POST', '/notices/read', { all: true }],
      ['GET', '/notices/events', undefined],
      ['POST', '/customer-notices/1/retry', undefined],
    ] as const) {
      expect((await deskCall(ctx.app, {}, method, path, body)).statusCode).toBe(401);
      expect((await deskCall(ctx.app, customer.auth, method, path, body)).statusCode).toBe(403);
    }
    for (const body of [
      {},
      { ids: [] },
      { ids: ['1\u0000'] },
      { ids: 'all' },
      { all: false },
      { ids: [-1] },
    ]) {
      const response = await markRead(staff.auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await list(staff.auth, '?page=abc')).statusCode).toBe(422);
    expect((await list(staff.auth, '?per_page=1000')).statusCode).toBe(422);
    expect((await deskCall(ctx.app, staff.auth, 'POST', '/customer-notices/x%00/retry')).statusCode).toBe(
      422,
    );
  });

  it('answers the newest entry’s id as JSON, and streams a new one live', async () => {
    const latest = (await deskCall(ctx.app, staff.auth, 'GET', '/notices/events')).json().data.latest_id;
    expect(latest).toBeGreaterThan(0);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/admin/notices/events`, {
      headers: { ...staff.auth, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 3000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`no ${needle} in ${text}`);
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    };
    await readUntil(`"latest_id":${latest}`);
    const booked = await paidBooking();
    const [entry] = await ctx.db
      .select()
      .from(staffNotices)
      .where(and(eq(staffNotices.subject_id, booked.id), eq(staffNotices.kind, 'booking_paid')));
    await readUntil(`"latest_id":${entry?.id}`);
    expect(text).toContain('event: notice');
    controller.abort();
  });

  describe('a failed WhatsApp notice sent again', () => {
    it('goes back to pending with an audit row, once; others answer 409 or 404', async () => {
      const booked = await paidBooking();
      const [notice] = await ctx.db
        .update(customerNotices)
        .set({ status: 'failed', attempts: 5, last_error: 'Fonnte: device disconnected' })
        .where(eq(customerNotices.booking_id, booked.id))
        .returning();
      const retry = () => deskCall(ctx.app, staff.auth, 'POST', `/customer-notices/${notice?.id}/retry`);
      const [one, two] = await Promise.all([retry(), retry()]);
      expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
      const answer = one?.statusCode === 200 ? one : two;
      expect(answer?.json().data).toMatchObject({ id: notice?.id, status: 'pending', attempts: 5 });
      const [row] = await ctx.db
        .select()
        .from(customerNotices)
        .where(eq(customerNotices.id, notice?.id as number));
      expect(row?.status).toBe('pending');
      const trail = await ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.subject_type, 'customer_notice'), eq(auditLog.subject_id, notice?.id as number)),
        );
      expect(trail).toMatchObject([
        { action: 'customer_notice.retry', actor_id: staff.id, subject_label: booked.invoice_number },
      ]);
      expect((await deskCall(ctx.app, staff.auth, 'POST', '/customer-notices/999999/retry')).statusCode).toBe(
        404,
      );
    });
  });
});

describe('the customer’s reminder setting (issue 18 "Notices")', () => {
  let ctx: BookingTestApp;
  let customer: TestCustomer;
  beforeAll(async () => {
    ctx = await openBookingApp();
    customer = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const settings = (method: 'GET' | 'PATCH', headers: AuthHeaders, payload?: object) =>
    ctx.app.inject({ method, url: '/api/customer/settings', headers, ...(payload ? { payload } : {}) });

  it('is on by default, turns off and on again', async () => {
    expect((await settings('GET', customer.auth)).json()).toEqual({ data: { whatsapp_reminders: true } });
    const off = await settings('PATCH', customer.auth, { whatsapp_reminders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ data: { whatsapp_reminders: false }, message: 'Settings saved' });
    expect((await settings('GET', customer.auth)).json().data.whatsapp_reminders).toBe(false);
    await settings('PATCH', customer.auth, { whatsapp_reminders: true });
    expect((await settings('GET', customer.auth)).json().data.whatsapp_reminders).toBe(true);
  });

  it('refuses visitors and bad values', async () => {
    expect((await settings('GET', {})).statusCode).toBe(401);
    expect((await settings('PATCH', {}, { whatsapp_reminders: false })).statusCode).toBe(401);
    for (const body of [
      {},
      { whatsapp_reminders: 'no' },
      { whatsapp_reminders: 'false\u0000' },
      { whatsapp_reminders: 0 },
    ]) {
      const response = await settings('PATCH', customer.auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toHaveProperty('whatsapp_reminders');
    }
  });
});
