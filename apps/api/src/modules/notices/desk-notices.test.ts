import { formatLongDate } from '@ruangmain/domain/dates';
import { formatRupiah } from '@ruangmain/domain/money';
import { and, asc, eq, like } from 'drizzle-orm';
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
import { createStaff, deskCall, minutesFromNow, placeBooking, withIdempotencyKey } from '../../../test/desk';
import { outboundMessages } from '../../db/schema/messaging';
import { customerNotices } from '../../db/schema/notices';
import type { CustomerNoticeKind } from './enqueue-notices';
import { sendDueNotices } from './send-due-notices';

// Issue 29 "The customer is not told": a move, an extension, a no-show and a refund at the desk each
// send the customer one WhatsApp notice naming the booking in words (unit, day, time in WIB).
describe('the desk tells the customer by WhatsApp (issue 29)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;
  let phoneSeq = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
  });
  afterAll(async () => ctx?.close());

  /** A cash booking of PS5 Regular 1, 14:00–16:00, on a date and a phone of its own. */
  async function paidBooking() {
    const date = ctx.nextDate();
    const local = `08123450${String(7000 + phoneSeq++)}`;
    const booked = await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, 'PS5 Regular 1'), date, '14:00', 2, {
        phone: local,
        payment_method: 'cash',
      }),
      admin,
    );
    return { ...booked, date, phone: `62${local.slice(1)}` };
  }

  const noticesOf = (bookingId: number, kind: CustomerNoticeKind) =>
    ctx.db
      .select()
      .from(customerNotices)
      .where(and(eq(customerNotices.booking_id, bookingId), eq(customerNotices.kind, kind)))
      .orderBy(asc(customerNotices.id));

  /** What the outbox (the demo WhatsApp) holds for a phone that reads `words`, once sent. */
  async function sentTo(phone: string, words: string) {
    await sendDueNotices({ db: ctx.db, log: ctx.app.log, messaging: ctx.app.messaging });
    return ctx.db
      .select({ body: outboundMessages.body })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.to_phone, phone), like(outboundMessages.body, `%${words}%`)));
  }

  it('a move names the old and the new unit and time, once however often it is sent', async () => {
    const booked = await paidBooking();
    const day = formatLongDate(booked.date, 'id');
    const to = unitNamed(ctx.units, 'PS5 Regular 3');
    const body = { unit_id: to.id, start_time: `${booked.date} 14:00`, end_time: `${booked.date} 16:00` };
    const headers = withIdempotencyKey(desk, 'move-once');
    const first = await deskCall(ctx.app, headers, 'POST', `/bookings/${booked.id}/move`, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await deskCall(ctx.app, headers, 'POST', `/bookings/${booked.id}/move`, body);
    expect(again.statusCode).toBeLessThan(500);

    const words = `booking ${booked.invoice_number} dipindahkan dari PS5 Regular 1, ${day}, 14:00–16:00 WIB ke PS5 Regular 3, ${day}, 14:00–16:00 WIB.`;
    expect(await noticesOf(booked.id, 'booking_moved')).toHaveLength(1);
    // The confirmation, not sent yet, names the new place when it goes.
    const [confirmation] = await noticesOf(booked.id, 'booking_confirmed');
    expect(confirmation?.body).toContain(`(PS5 Regular 3, ${day}, 14:00–16:00 WIB)`);
    expect(await sentTo(booked.phone, words)).toHaveLength(1);
  });

  it('an extension names the added minutes, their price and the new end, once per Idempotency-Key', async () => {
    const booked = await paidBooking();
    const unit = unitNamed(ctx.units, 'PS5 Regular 1');
    const headers = withIdempotencyKey(desk);
    const send = () =>
      deskCall(ctx.app, headers, 'POST', `/bookings/${booked.id}/extend`, {
        minutes: 60,
        payment_method: 'cash',
      });
    const [first, repeat] = [await send(), await send()];
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');

    const words = `waktu booking ${booked.invoice_number} ditambah 60 menit (${formatRupiah(unit.price_per_hour)}), jadi PS5 Regular 1, ${formatLongDate(booked.date, 'id')}, 14:00–17:00 WIB.`;
    expect(await noticesOf(booked.id, 'booking_extended')).toHaveLength(1);
    expect(await sentTo(booked.phone, words)).toHaveLength(1);
  });

  it('a no-show says the unit is released and nothing is refunded, once', async () => {
    const booked = await paidBooking();
    await placeBooking(ctx.db, booked.id, minutesFromNow(-30), minutesFromNow(90));
    const headers = withIdempotencyKey(desk, 'no-show-once');
    const first = await deskCall(ctx.app, headers, 'POST', `/bookings/${booked.id}/no-show`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await deskCall(ctx.app, headers, 'POST', `/bookings/${booked.id}/no-show`);
    expect(again.statusCode).toBe(409);

    const [notice, ...more] = await noticesOf(booked.id, 'booking_no_show');
    expect(more).toEqual([]);
    expect(notice?.body).toMatch(
      new RegExp(
        `booking ${booked.invoice_number} \\(PS5 Regular 1, \\w+, \\d+ \\w+ \\d{4}, \\d\\d:\\d\\d–\\d\\d:\\d\\d WIB\\) kami catat tidak datang`,
      ),
    );
    expect(await sentTo(booked.phone, 'pembayaran tidak dikembalikan')).toHaveLength(1);
  });

  it('a refund names the booking in words, once per Idempotency-Key', async () => {
    const booked = await paidBooking();
    const headers = withIdempotencyKey(admin);
    const send = () =>
      deskCall(ctx.app, headers, 'POST', `/bookings/${booked.id}/refund`, {
        amount: 10_000,
        reason: 'The console broke down.',
      });
    const [first, repeat] = [await send(), await send()];
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');

    const words = `refund Rp10.000 untuk booking ${booked.invoice_number} (PS5 Regular 1, ${formatLongDate(booked.date, 'id')}, 14:00–16:00 WIB) sudah kami proses.`;
    expect(await noticesOf(booked.id, 'booking_refunded')).toHaveLength(1);
    expect(await sentTo(booked.phone, words)).toHaveLength(1);
  });

  it('tells nothing when the action is refused: bad input, no sign-in, or the wrong role', async () => {
    const booked = await paidBooking();
    const badMove = await deskCall(ctx.app, desk, 'POST', `/bookings/${booked.id}/move`, {
      unit_id: 999_999,
      start_time: `${booked.date} 14:00`,
      end_time: `${booked.date} 16:00`,
    });
    expect(badMove.statusCode).toBe(422);
    const guest = await deskCall(ctx.app, {}, 'POST', `/bookings/${booked.id}/extend`, {
      minutes: 60,
      payment_method: 'cash',
    });
    expect(guest.statusCode).toBe(401);
    const staffRefund = await deskCall(ctx.app, desk, 'POST', `/bookings/${booked.id}/refund`, {
      amount: 10_000,
      reason: 'Not theirs to give.',
    });
    expect(staffRefund.statusCode).toBe(403);
    const notices = await ctx.db
      .select()
      .from(customerNotices)
      .where(eq(customerNotices.booking_id, booked.id));
    expect(notices.map((notice) => notice.kind)).toEqual(['booking_confirmed']);
  });
});
