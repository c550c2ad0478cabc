import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  type TestUnit,
  unitNamed,
} from '../../../test/bookings';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { outboundMessages } from '../../db/schema/messaging';
import { customerNotices, staffNotices } from '../../db/schema/notices';
import { queueReminders } from '../../jobs/queue-reminders';
import type { MessagingProvider } from '../../providers/messaging/messaging-provider';
import { NOTICE_MAX_ATTEMPTS, retryDelayMinutes, sendDueNotices } from './send-due-notices';

describe('customer notices by WhatsApp (issue 18 "Notices")', () => {
  let ctx: BookingTestApp;
  let unit: TestUnit;

  beforeAll(async () => {
    ctx = await openBookingApp();
    unit = unitNamed(ctx.units, 'PS5 Regular 1');
  });
  afterAll(async () => ctx.close());

  const deps = (messaging: MessagingProvider = ctx.app.messaging) => ({
    db: ctx.db,
    log: ctx.app.log,
    messaging,
  });
  const noticesOf = (bookingId: number) =>
    ctx.db
      .select()
      .from(customerNotices)
      .where(eq(customerNotices.booking_id, bookingId))
      .orderBy(asc(customerNotices.id));
  const outboxFor = (phone: string, invoice: string) =>
    ctx.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.to_phone, phone), like(outboundMessages.body, `%${invoice}%`)));
  /** A paid 14:00–16:00 booking on a date of its own (a customer's with `headers`). */
  const paidBooking = async (
    overrides: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const booked = await book(ctx.app, guestBooking(unit, ctx.nextDate(), '14:00', 2, overrides), headers);
    const paid = await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    expect(paid.json().outcome).toBe('confirmed');
    return { ...booked, row: await readBooking(ctx.db, booked.id) };
  };

  it('queues the confirmation with the payment, once, and sends it through the outbox', async () => {
    const booked = await paidBooking({ phone: '081234511111' });
    // A repeated notification changes nothing, and queues nothing more.
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    const [notice, ...more] = await noticesOf(booked.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: 'booking_confirmed', status: 'pending', to_phone: '6281234511111' });
    expect(notice?.body).toContain(`booking ${booked.invoice_number} sudah terkonfirmasi (PS5 Regular 1, `);
    expect(notice?.body).toContain(', 14:00–16:00 WIB). Detail: ');
    expect(notice?.body).toContain(`/booking-success?invoice_number=${booked.invoice_number}`);

    const bell = await ctx.db.select().from(staffNotices).where(eq(staffNotices.subject_id, booked.id));
    expect(bell).toMatchObject([
      { kind: 'booking_paid', subject_type: 'booking', label: booked.invoice_number },
    ]);

    const result = await sendDueNotices(deps());
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [sent] = await noticesOf(booked.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, claimed_until: null });
    expect(sent?.provider_message_id).toMatch(/^outbox-\d+$/);
    expect(await outboxFor('6281234511111', booked.invoice_number)).toHaveLength(1);
    // Sent is sent: another round sends nothing again.
    await sendDueNotices(deps());
    expect(await outboxFor('6281234511111', booked.invoice_number)).toHaveLength(1);
  });

  it('links an account holder to the receipt page', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await paidBooking({}, customer.auth);
    const [notice] = await noticesOf(booked.id);
    expect(notice?.body).toContain(`/receipt/${booked.invoice_number}`);
  });

  // docs/decisions/0050: the customer's account language says the notice; with none, Indonesian.
  it("tells a customer whose account chose English in English, the date's names too", async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, customer.user.id));
    const booked = await paidBooking({}, customer.auth);
    const [notice] = await noticesOf(booked.id);
    expect(notice?.body).toMatch(
      new RegExp(
        `^RuangMain: booking ${booked.invoice_number} is confirmed \\(PS5 Regular 1, (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{1,2} [A-Z][a-z]+ \\d{4}, 14:00–16:00 WIB\\)\\. Details: `,
      ),
    );
  });

  it('retries a failed send later, then gives up and rings the bell', async () => {
    const booked = await paidBooking({ phone: '081234522222' });
    await ctx.db.update(customerNotices).set({ status: 'sent' }).where(eq(customerNotices.status, 'pending'));
    await ctx.db
      .update(customerNotices)
      .set({ status: 'pending' })
      .where(eq(customerNotices.booking_id, booked.id));
    const calls: string[] = [];
    const broken: MessagingProvider = {
      name: 'fonnte',
      sendOneTimeCode: async () => ({ providerMessageId: null }),
      sendNotice: async (message) => {
        calls.push(message.to);
        throw new Error('Fonnte: device disconnected');
      },
    };
    let now = new Date();
    for (let attempt = 1; attempt < NOTICE_MAX_ATTEMPTS; attempt += 1) {
      expect(await sendDueNotices(deps(broken), now)).toEqual({
        sent: 0,
        retried: 1,
        failed: 0,
        withdrawn: 0,
      });
      const [notice] = await noticesOf(booked.id);
      expect(notice).toMatchObject({
        status: 'pending',
        attempts: attempt,
        last_error: 'Fonnte: device disconnected',
      });
      expect(notice?.next_attempt_at.getTime()).toBe(now.getTime() + retryDelayMinutes(attempt) * 60_000);
      // Not before its time.
      expect(await sendDueNotices(deps(broken), new Date(now.getTime() + 1000))).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
        withdrawn: 0,
      });
      now = notice?.next_attempt_at as Date;
    }
    expect(await sendDueNotices(deps(broken), now)).toEqual({ sent: 0, retried: 0, failed: 1, withdrawn: 0 });
    const [failed] = await noticesOf(booked.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: NOTICE_MAX_ATTEMPTS });
    expect(calls).toHaveLength(NOTICE_MAX_ATTEMPTS);
    const bell = await ctx.db.select().from(staffNotices).where(eq(staffNotices.kind, 'notice_failed'));
    expect(bell).toMatchObject([
      { subject_type: 'customer_notice', subject_id: failed?.id, label: booked.invoice_number },
    ]);
    // Given up: later rounds leave it alone.
    expect(await sendDueNotices(deps(broken), new Date(now.getTime() + 86_400_000))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      withdrawn: 0,
    });
  });

  describe('reminders', () => {
    const remindersOf = async (bookingId: number) =>
      (await noticesOf(bookingId)).filter((notice) => notice.kind === 'booking_reminder');

    it('are queued within the lead time before the start, never before nor after it', async () => {
      const booked = await paidBooking({ phone: '081234533333' });
      const start = booked.row.start_at as Date;
      const at = (minutesBefore: number) => new Date(start.getTime() - minutesBefore * 60_000);
      await queueReminders(ctx.db, at(61));
      expect(await remindersOf(booked.id)).toEqual([]);
      await queueReminders(ctx.db, at(0));
      expect(await remindersOf(booked.id)).toEqual([]);
      await queueReminders(ctx.db, at(-5));
      expect(await remindersOf(booked.id)).toEqual([]);
      await queueReminders(ctx.db, at(59));
      const [reminder] = await remindersOf(booked.id);
      expect(reminder?.body).toMatch(
        new RegExp(`^RuangMain: pengingat, booking ${booked.invoice_number} \\(PS5 Regular 1, `),
      );
      expect(reminder?.next_attempt_at).toEqual(at(59));
    });

    it('are sent exactly once with two sweepers running at the same moment', async () => {
      const booked = await paidBooking({ phone: '081234544444' });
      const now = new Date((booked.row.start_at as Date).getTime() - 45 * 60_000);
      const sweep = async () => {
        await queueReminders(ctx.db, now);
        return sendDueNotices(deps(), now);
      };
      const rounds = await Promise.all([sweep(), sweep(), sweep()]);
      expect(rounds.reduce((total, round) => total + round.retried + round.failed, 0)).toBe(0);
      await Promise.all([sweep(), sweep()]);
      const reminders = await remindersOf(booked.id);
      expect(reminders).toMatchObject([{ status: 'sent', attempts: 1 }]);
      const outbox = await outboxFor('6281234544444', booked.invoice_number);
      expect(outbox.filter((message) => message.kind === 'booking_reminder')).toHaveLength(1);
    });

    it('are dropped, not sent, when the booking is cancelled or has started before their turn', async () => {
      const cancelled = await paidBooking({ phone: '081234566666' });
      const started = await paidBooking({ phone: '081234577777' });
      for (const booked of [cancelled, started]) {
        await queueReminders(ctx.db, new Date((booked.row.start_at as Date).getTime() - 30 * 60_000));
        expect(await remindersOf(booked.id)).toHaveLength(1);
      }
      await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
      const cancelledAt = new Date((cancelled.row.start_at as Date).getTime() - 20 * 60_000);
      expect((await sendDueNotices(deps(), cancelledAt)).withdrawn).toBeGreaterThanOrEqual(1);
      expect(await remindersOf(cancelled.id)).toEqual([]);
      // Its sender went down until after the start: the reminder is stale by then.
      expect((await sendDueNotices(deps(), started.row.start_at as Date)).withdrawn).toBeGreaterThanOrEqual(
        1,
      );
      expect(await remindersOf(started.id)).toEqual([]);
      // Neither is queued again by a later sweep, nor ever reaches the outbox.
      await queueReminders(ctx.db, new Date((cancelled.row.start_at as Date).getTime() - 10 * 60_000));
      await queueReminders(ctx.db, new Date((started.row.start_at as Date).getTime() + 60_000));
      for (const booked of [cancelled, started]) {
        expect(await remindersOf(booked.id)).toEqual([]);
        const outbox = await outboxFor(booked.row.phone, booked.invoice_number);
        expect(outbox.filter((message) => message.kind === 'booking_reminder')).toEqual([]);
      }
    });

    it('are not sent to a customer who turned them off, nor for a booking paid inside the lead time', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      await ctx.db.update(users).set({ whatsapp_reminders: false }).where(eq(users.id, customer.user.id));
      const quiet = await paidBooking({}, customer.auth);
      const start = quiet.row.start_at as Date;
      await queueReminders(ctx.db, new Date(start.getTime() - 30 * 60_000));
      expect(await remindersOf(quiet.id)).toEqual([]);

      const late = await paidBooking({ phone: '081234555555' });
      await ctx.db
        .update(customerNotices)
        .set({ status: 'sent' })
        .where(eq(customerNotices.booking_id, late.id));
      const lateStart = late.row.start_at as Date;
      // Paid 20 minutes before the start: its confirmation was the reminder.
      await ctx.db
        .update(bookings)
        .set({ paid_at: new Date(lateStart.getTime() - 20 * 60_000) })
        .where(eq(bookings.id, late.id));
      await queueReminders(ctx.db, new Date(lateStart.getTime() - 10 * 60_000));
      expect(await remindersOf(late.id)).toEqual([]);
    });
  });
});
