import { formatLongDate } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import type { Language } from '@ruangmain/domain/languages';
import { formatRupiah } from '@ruangmain/domain/money';
import type { TextKey } from '../../texts/english';
import { apiText, type TextParams } from '../../texts/local-text';

/**
 * The WhatsApp texts customers get (issue 18 "Notices"): short, signed with the venue's name, dates in
 * the venue's zone as the specs show them ('Jumat, 27 November 2026', 14:00). They are said in the
 * customer's account language, Indonesian for guests and accounts with no choice (record 0050); the
 * words live in the API's catalogues under `notice.*`.
 */

export type NoticeVenue = { name: string; timeZone: string };
export type BookingFacts = {
  invoice: string;
  unit: string | null;
  start: Date | null;
  end: Date | null;
  /** The customer's account language; null or absent (a guest, no choice): Indonesian. */
  language?: Language | null;
};

/** WhatsApp messages were Indonesian before a customer could choose, and stay so for those who have not. */
export const noticeLanguageOf = (facts: { language?: Language | null }): Language => facts.language ?? 'id';

/** The catalogue's notice `key` in `language`, its placeholders filled. */
const say = (key: TextKey, language: Language, params: TextParams) => apiText(key, params).in(language);

/** The zone's Indonesian abbreviation, when it is one of Indonesia's three (English says them alike). */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** 'Jumat, 27 November 2026, 14:00–16:00 WIB' (the end is left out when unknown); English names in English. */
export function formatSession(
  start: Date,
  end: Date | null,
  timeZone: string,
  language: Language = 'id',
): string {
  const [date = '', time = ''] = toLocalDateTime(start, timeZone).split(' ');
  const until = end ? `–${toLocalDateTime(end, timeZone).split(' ')[1]}` : '';
  const zone = ZONE_NAMES[timeZone];
  return `${formatLongDate(date, language)}, ${time}${until}${zone ? ` ${zone}` : ''}`;
}

/** The booking in words a customer reads: 'PS5 Regular 3, Sabtu, 28 November 2026, 19:00–21:00 WIB'. */
export function describeBookingPlace(booking: Omit<BookingFacts, 'invoice'>, timeZone: string): string {
  const language = noticeLanguageOf(booking);
  return [booking.unit, booking.start ? formatSession(booking.start, booking.end, timeZone, language) : null]
    .filter(Boolean)
    .join(', ');
}

function describeBooking(booking: BookingFacts, timeZone: string): string {
  const place = describeBookingPlace(booking, timeZone);
  return place ? ` (${place})` : '';
}

/** The placeholders every booking notice shares. */
function bookingParams(venue: NoticeVenue, booking: BookingFacts) {
  return { venue: venue.name, invoice: booking.invoice, booking: describeBooking(booking, venue.timeZone) };
}

export function renderBookingConfirmed(venue: NoticeVenue, booking: BookingFacts, link: string): string {
  return say('notice.confirmed', noticeLanguageOf(booking), { ...bookingParams(venue, booking), link });
}

export function renderBookingReminder(venue: NoticeVenue, booking: BookingFacts, link: string): string {
  return say('notice.reminder', noticeLanguageOf(booking), { ...bookingParams(venue, booking), link });
}

export function renderBookingCancelled(venue: NoticeVenue, booking: BookingFacts): string {
  return say('notice.cancelled', noticeLanguageOf(booking), bookingParams(venue, booking));
}

export function renderBookingRefunded(venue: NoticeVenue, booking: BookingFacts, amount: number): string {
  return say('notice.refunded', noticeLanguageOf(booking), {
    ...bookingParams(venue, booking),
    amount: formatRupiah(amount),
  });
}

/**
 * The desk moved a booking to another unit or time (issue 29): both places in words, so the customer
 * does not come to the unit and hour of the confirmation they hold.
 */
export function renderBookingMoved(
  venue: NoticeVenue,
  moved: { from: BookingFacts; to: BookingFacts },
  link: string,
): string {
  return say('notice.moved', noticeLanguageOf(moved.to), {
    venue: venue.name,
    invoice: moved.to.invoice,
    from: describeBookingPlace(moved.from, venue.timeZone),
    to: describeBookingPlace(moved.to, venue.timeZone),
    link,
  });
}

/** Time added at the desk: how much, what it cost, and the session as it now runs. */
export function renderBookingExtended(
  venue: NoticeVenue,
  booking: BookingFacts,
  extension: { minutes: number; amount: number },
  link: string,
): string {
  return say('notice.extended', noticeLanguageOf(booking), {
    venue: venue.name,
    invoice: booking.invoice,
    minutes: extension.minutes,
    cost: extension.amount > 0 ? ` (${formatRupiah(extension.amount)})` : '',
    place: describeBookingPlace(booking, venue.timeZone),
    link,
  });
}

/** The party never came: the unit is released and, by the venue's terms (spec 1 §9), nothing is refunded. */
export function renderBookingNoShow(venue: NoticeVenue, booking: BookingFacts): string {
  return say('notice.noShow', noticeLanguageOf(booking), bookingParams(venue, booking));
}

export function renderFoodReady(
  venue: NoticeVenue,
  order: {
    invoice: string;
    seating: 'table' | 'unit' | 'takeaway' | null;
    table: string | null;
    language?: Language | null;
  },
): string {
  const language = noticeLanguageOf(order);
  const where =
    order.seating === 'takeaway' || order.seating === null
      ? say('notice.pickUp', language, {})
      : order.seating === 'table' && order.table
        ? say('notice.toTable', language, { table: order.table })
        : say('notice.toYou', language, {});
  return say('notice.foodReady', language, { venue: venue.name, invoice: order.invoice, where });
}

/**
 * Where a notice sends the customer (apps/web/src/config/paths.ts): an account holder's receipt page,
 * or for a guest the booking's status page, which needs no sign-in.
 */
export function bookingLink(publicUrl: string, booking: { invoice: string; hasAccount: boolean }): string {
  const invoice = encodeURIComponent(booking.invoice);
  return booking.hasAccount
    ? `${publicUrl}/receipt/${invoice}`
    : `${publicUrl}/booking-success?invoice_number=${invoice}`;
}
