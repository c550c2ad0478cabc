import { and, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { bookings } from '../db/schema/bookings';
import { units } from '../db/schema/catalogue';
import { customerNotices } from '../db/schema/notices';
import { readVenueSettings } from '../modules/content/venue-settings';
import { linkOf, readNoticeVenue } from '../modules/notices/booking-notices';
import { enqueueCustomerNotice } from '../modules/notices/enqueue-notices';
import { renderBookingReminder } from '../modules/notices/notice-templates';

const REMINDERS_PER_RUN = 200;

/**
 * Queues the reminder of every confirmed room booking that starts within the venue's lead time
 * (reminder_minutes, default 60) and has not started yet, unless its customer turned reminders off
 * (guests are reminded by the booking's phone). A booking paid inside the lead time has just had its
 * confirmation: it gets no reminder. Once per booking however many sweepers run (the dedupe key).
 */
export async function queueReminders(db: Db, now = new Date()): Promise<number> {
  const { reminder_minutes: leadMinutes } = await readVenueSettings(db);
  const horizon = new Date(now.getTime() + leadMinutes * 60_000);
  const dedupeKey = sql`'booking_reminder:' || ${bookings.id}`;
  const due = await db
    .select({
      id: bookings.id,
      invoice: bookings.invoice_number,
      phone: bookings.phone,
      user_id: bookings.user_id,
      language: users.language,
      unit: units.name,
      start: bookings.start_at,
      end: bookings.end_at,
    })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .leftJoin(users, eq(users.id, bookings.user_id))
    .where(
      and(
        eq(bookings.booking_type, 'room'),
        eq(bookings.status, 'confirmed'),
        gt(bookings.start_at, now),
        lte(bookings.start_at, horizon),
        sql`${bookings.phone} <> ''`,
        or(isNull(bookings.user_id), eq(users.whatsapp_reminders, true)),
        or(
          isNull(bookings.paid_at),
          lte(bookings.paid_at, sql`${bookings.start_at} - make_interval(mins => ${leadMinutes})`),
        ),
        notExists(
          db
            .select({ id: customerNotices.id })
            .from(customerNotices)
            .where(eq(customerNotices.dedupe_key, dedupeKey)),
        ),
      ),
    )
    .limit(REMINDERS_PER_RUN);
  if (due.length === 0) return 0;
  const venue = await readNoticeVenue(db);
  let queued = 0;
  for (const booking of due) {
    const isNew = await enqueueCustomerNotice(db, {
      kind: 'booking_reminder',
      dedupeKey: `booking_reminder:${booking.id}`,
      toPhone: booking.phone,
      bookingId: booking.id,
      body: renderBookingReminder(venue, booking, linkOf(booking)),
      now,
    });
    if (isNew) queued += 1;
  }
  return queued;
}
