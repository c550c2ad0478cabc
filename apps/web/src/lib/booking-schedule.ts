import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { formatLongDate } from '@ruangmain/domain/dates';
import type { Language } from '@ruangmain/domain/languages';
import { getVenueDateTime } from '@/lib/venue-clock';

// When a booking happens, as the history and the receipt (customer's and desk's alike) say it.

/** When a booking happens: its venue-local date and times, or when a food order was placed (venue time). */
export type BookingSchedule = { date: string; start: string; end: string | null; isOrderTime: boolean };

/** 'yyyy-MM-dd HH:mm' → its date in long format (spec 2 §1, §9 "Formats") and its time. */
const splitLocal = (local: string, language: Language) => ({
  date: formatLongDate(local.slice(0, 10), language),
  time: local.slice(11, 16),
});

/** An instant as the venue reads it: 'Senin, 23 November 2026, 14:05'. */
export function longDateTime(instant: string | Date, language: Language): string {
  const { date, time } = splitLocal(getVenueDateTime(new Date(instant)), language);
  return `${date}, ${time}`;
}

export function bookingSchedule(
  booking: Pick<BookingDetail, 'start_time' | 'end_time' | 'created_at'>,
  language: Language,
): BookingSchedule {
  if (booking.start_time) {
    const start = splitLocal(booking.start_time, language);
    return {
      date: start.date,
      start: start.time,
      end: booking.end_time ? booking.end_time.slice(11, 16) : null,
      isOrderTime: false,
    };
  }
  const ordered = splitLocal(getVenueDateTime(new Date(booking.created_at)), language);
  return { date: ordered.date, start: ordered.time, end: null, isOrderTime: true };
}
