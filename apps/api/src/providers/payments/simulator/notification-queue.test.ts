import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from '../../../../test/accounts';
import {
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  postNotification,
  readBooking,
  readPoints,
} from '../../../../test/bookings';
import { customerNotices } from '../../../db/schema/notices';
import { paymentSimulatorNotifications } from '../../../db/schema/payment-simulator';
import type { PaymentNotification } from '../payment-provider';
import {
  deliverDueNotifications,
  deliverNotification,
  FINISHED_NOTIFICATION_DAYS,
  type NotificationQueueDeps,
  type PostNotification,
  pruneFinishedNotifications,
  queueNotification,
} from './notification-queue';
import { RETRY_MINUTES, retriesFor, retryDelayMs } from './notification-schedule';
import { createWebhookPoster } from './post-notification';
import { recordPageAction } from './record-page-action';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("Midtrans' notification retry schedule (record 0038)", () => {
  it.each([
    [500, 1],
    [503, 4],
    [400, 2],
    [404, 2],
    [301, 0],
    [302, 0],
    [303, 0],
    [401, 5],
    [403, 5],
    [422, 5],
    [502, 5],
    [504, 5],
    [307, 5],
    [null, 5],
  ])('gives an answer of %s %i retries', (statusCode, retries) => {
    expect(retriesFor(statusCode)).toBe(retries);
    for (let retry = 1; retry <= retries; retry += 1) {
      expect(retryDelayMs(retry, statusCode, () => 1)).toBe((RETRY_MINUTES[retry - 1] ?? 0) * MINUTE);
    }
    expect(retryDelayMs(retries + 1, statusCode, () => 1)).toBeNull();
  });

  it.each([
    [1, 2],
    [2, 10],
    [3, 30],
    [4, 90],
    [5, 210],
  ])('waits at most %i-th retry: %i minutes, shifted by a random time within it', (retry, minutes) => {
    expect(retryDelayMs(retry, null, () => 0)).toBe(0);
    expect(retryDelayMs(retry, null, () => 0.5)).toBe(minutes * 30 * SECOND);
    expect(retryDelayMs(retry, null, () => 0.9999999)).toBeLessThanOrEqual(minutes * MINUTE);
  });

  it('never retries a sixth time, nor before the first failure', () => {
    expect(retryDelayMs(6, null, () => 1)).toBeNull();
    expect(retryDelayMs(0, null, () => 1)).toBeNull();
  });
});

describe('the simulator’s notifications: queued with the change, delivered until 2xx (record 0038)', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const queueDeps = (post: PostNotification = createWebhookPoster(ctx.app)): NotificationQueueDeps => ({
    db: ctx.db,
    log: ctx.app.log,
    post,
    random: () => 1,
  });
  const hold = (headers: Record<string, string> = {}) =>
    book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), headers);
  const press = (token: string | null, action: 'pay' | 'fail') =>
    ctx.app.inject({ method: 'POST', url: `/payments/simulator/pay/${token}/${action}`, payload: {} });
  /** The settlement as the simulator commits it, with no delivery after: a crash right after the commit. */
  const payThenCrash = async (token: string | null, now = new Date()) => {
    const recorded = await recordPageAction({
      db: ctx.db,
      token: token ?? '',
      action: 'pay',
      paymentType: 'qris',
      serverKey: await ctx.app.payments.serverKey(),
      now,
    });
    if (!recorded?.notificationId) throw new Error('no notification queued');
    return recorded.notificationId;
  };
  const readQueued = async (orderId: string) =>
    ctx.db
      .select()
      .from(paymentSimulatorNotifications)
      .where(eq(paymentSimulatorNotifications.order_id, orderId));

  it('retries a notification the webhook refused, and the retry confirms the booking', async () => {
    const booked = await hold();
    // The webhook cannot ask the provider: it answers 502 and applies nothing.
    vi.spyOn(ctx.app.payments, 'getStatus').mockRejectedValueOnce(new Error('provider down'));
    const paidAt = Date.now();
    expect((await press(booked.snap_token, 'pay')).statusCode).toBe(200);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');

    const [queued] = await readQueued(booked.order_id);
    expect(queued).toMatchObject({
      attempts: 1,
      delivered_at: null,
      abandoned_at: null,
      claimed_until: null,
    });
    expect(queued?.last_error).toMatch(/^HTTP 502: /);
    expect(queued?.next_attempt_at.getTime()).toBeGreaterThan(paidAt);
    expect(queued?.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 2 * MINUTE);
    expect(queued?.body).toMatchObject({ order_id: booked.order_id, transaction_status: 'settlement' });

    expect(await deliverDueNotifications(queueDeps(), new Date(Date.now() + 2 * MINUTE))).toEqual({
      delivered: 1,
      retried: 0,
      abandoned: 0,
    });
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    const [delivered] = await readQueued(booked.order_id);
    expect(delivered).toMatchObject({ attempts: 2, last_error: null, abandoned_at: null });
    expect(delivered?.delivered_at).not.toBeNull();
  });

  it('deletes notifications finished a week ago, and never one still due', async () => {
    const delivered = await hold();
    const abandoned = await hold();
    const due = await hold();
    for (const booked of [delivered, abandoned, due]) await payThenCrash(booked.snap_token);
    const finishedAt = new Date();
    await ctx.db
      .update(paymentSimulatorNotifications)
      .set({ delivered_at: finishedAt })
      .where(eq(paymentSimulatorNotifications.order_id, delivered.order_id));
    await ctx.db
      .update(paymentSimulatorNotifications)
      .set({ abandoned_at: finishedAt })
      .where(eq(paymentSimulatorNotifications.order_id, abandoned.order_id));
    const week = FINISHED_NOTIFICATION_DAYS * 24 * 60 * MINUTE;

    await pruneFinishedNotifications(ctx.db, new Date(finishedAt.getTime() + week - MINUTE));
    for (const booked of [delivered, abandoned, due])
      expect(await readQueued(booked.order_id)).toHaveLength(1);

    await pruneFinishedNotifications(ctx.db, new Date(finishedAt.getTime() + week + MINUTE));
    expect(await readQueued(delivered.order_id)).toHaveLength(0);
    expect(await readQueued(abandoned.order_id)).toHaveLength(0);
    expect(await readQueued(due.order_id)).toHaveLength(1);
    await deliverDueNotifications(queueDeps());
  });

  it('leaves the notification of a settlement due when the process dies right after it', async () => {
    const booked = await hold();
    await payThenCrash(booked.snap_token);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
    expect(await readQueued(booked.order_id)).toMatchObject([{ attempts: 0, delivered_at: null }]);

    // The next process to look (a restart, or another one on the database) delivers it.
    await deliverDueNotifications(queueDeps());
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
  });

  it('delivers again once the claim of a process that died while delivering runs out', async () => {
    const booked = await hold();
    const id = await payThenCrash(booked.snap_token);
    const now = Date.now();
    // Claimed, and never answered: the process died with the request in flight.
    const dying = queueDeps(() => new Promise(() => {}));
    void deliverNotification(dying, id, new Date(now));
    await vi.waitFor(async () => expect((await readQueued(booked.order_id))[0]?.attempts).toBe(1));

    expect(await deliverDueNotifications(queueDeps(), new Date(now + 30 * SECOND))).toMatchObject({
      delivered: 0,
    });
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
    expect(await deliverDueNotifications(queueDeps(), new Date(now + MINUTE))).toMatchObject({
      delivered: 1,
    });
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
  });

  it('delivers each notification once, however many processes deliver at the same moment', async () => {
    const held = await Promise.all([hold(), hold(), hold(), hold()]);
    for (const booked of held) await payThenCrash(booked.snap_token);
    const posted = new Map<string, number>();
    const webhook = createWebhookPoster(ctx.app);
    const counting: PostNotification = (notification) => {
      posted.set(notification.order_id, (posted.get(notification.order_id) ?? 0) + 1);
      return webhook(notification);
    };

    const results = await Promise.all([1, 2, 3].map(() => deliverDueNotifications(queueDeps(counting))));
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(held.length);
    for (const booked of held) {
      expect(posted.get(booked.order_id), booked.order_id).toBe(1);
      expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    }
  });

  it.each([
    [500, 1],
    [503, 4],
    [404, 2],
    [302, 0],
    [502, 5],
    [null, 5],
  ])(
    'tries a notification answered %s %i more times on the schedule, then gives it up',
    async (code, retries) => {
      const orderId = `RM-RETRY-${code}`;
      const id = await queueNotification(ctx.db, { order_id: orderId } as PaymentNotification);
      const post: PostNotification = async () => {
        if (code === null) throw new Error('connect ECONNREFUSED');
        return { statusCode: code, body: 'refused' };
      };
      let now = Date.now();
      const waits: number[] = [];
      for (;;) {
        const outcome = await deliverNotification(queueDeps(post), id, new Date(now));
        const [row] = await readQueued(orderId);
        if (outcome === 'abandoned') {
          expect(row?.abandoned_at).not.toBeNull();
          expect(row?.last_error).toBe(code === null ? 'connect ECONNREFUSED' : `HTTP ${code}: refused`);
          break;
        }
        expect(outcome).toBe('retry');
        const next = row?.next_attempt_at.getTime() ?? 0;
        // Not before its time.
        expect(await deliverNotification(queueDeps(post), id, new Date(next - 1))).toBe('not_due');
        waits.push((next - now) / MINUTE);
        now = next;
      }
      expect(waits).toEqual(RETRY_MINUTES.slice(0, retries));
      expect(await deliverDueNotifications(queueDeps(post), new Date(now + 24 * 60 * MINUTE))).toMatchObject({
        delivered: 0,
        retried: 0,
        abandoned: 0,
      });
    },
  );

  it('changes nothing twice when the same notification is delivered again and again', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await hold(customer.auth);
    expect((await press(booked.snap_token, 'pay')).statusCode).toBe(200);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    const [queued] = await readQueued(booked.order_id);

    const replays = await Promise.all([1, 2, 3].map(() => postNotification(ctx.app, queued?.body)));
    for (const replay of replays) expect(replay.json()).toMatchObject({ outcome: 'unchanged' });
    expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    const notices = await ctx.db
      .select({ id: customerNotices.id })
      .from(customerNotices)
      .where(and(eq(customerNotices.booking_id, booked.id), eq(customerNotices.kind, 'booking_confirmed')));
    expect(notices).toHaveLength(1);
  });
});
