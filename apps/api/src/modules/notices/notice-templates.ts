import { formatLongDate } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { formatRupiah } from '@ruangmain/domain/money';

/**
 * The WhatsApp texts customers get (issue 18 "Notices"): Indonesian, short, signed with the venue's
 * name, dates in the venue's zone as the specs show them ('Jumat, 27 November 2026', 14:00).
 */

export type NoticeVenue = { name: string; timeZone: string };
export type BookingFacts = {
  invoice: string;
  unit: string | null;
  start: Date | null;
  end: Date | null;
};

/** The zone's Indonesian abbreviation, when it is one of Indonesia's three. */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** 'Jumat, 27 November 2026, 14:00–16:00 WIB' (the end is left out when unknown). */
export function formatSession(start: Date, end: Date | null, timeZone: string): string {
  const [date = '', time = ''] = toLocalDateTime(start, timeZone).split(' ');
  const until = end ? `–${toLocalDateTime(end, timeZone).split(' ')[1]}` : '';
  const zone = ZONE_NAMES[timeZone];
  return `${formatLongDate(date, 'id')}, ${time}${until}${zone ? ` ${zone}` : ''}`;
}

/** The booking in words a customer reads: 'PS5 Regular 3, Sabtu, 28 November 2026, 19:00–21:00 WIB'. */
export function describeBookingPlace(booking: Omit<BookingFacts, 'invoice'>, timeZone: string): string {
  return [booking.unit, booking.start ? formatSession(booking.start, booking.end, timeZone) : null]
    .filter(Boolean)
    .join(', ');
}

function describeBooking(booking: BookingFacts, timeZone: string): string {
  const place = describeBookingPlace(booking, timeZone);
  return place ? ` (${place})` : '';
}

export function renderBookingConfirmed(venue: NoticeVenue, booking: BookingFacts, link: string): string {
  return `${venue.name}: booking ${booking.invoice} sudah terkonfirmasi${describeBooking(booking, venue.timeZone)}. Detail: ${link}`;
}

export function renderBookingReminder(venue: NoticeVenue, booking: BookingFacts, link: string): string {
  return `${venue.name}: pengingat, booking ${booking.invoice}${describeBooking(booking, venue.timeZone)} segera dimulai. Datang 10 menit lebih awal ya. Detail: ${link}`;
}

export function renderBookingCancelled(venue: NoticeVenue, booking: BookingFacts): string {
  return `${venue.name}: booking ${booking.invoice}${describeBooking(booking, venue.timeZone)} dibatalkan. Pembayaran yang sudah masuk akan kami kembalikan; hubungi kami bila ada pertanyaan.`;
}

export function renderBookingRefunded(venue: NoticeVenue, booking: BookingFacts, amount: number): string {
  return `${venue.name}: refund ${formatRupiah(amount)} untuk booking ${booking.invoice}${describeBooking(booking, venue.timeZone)} sudah kami proses.`;
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
  const from = describeBookingPlace(moved.from, venue.timeZone);
  const to = describeBookingPlace(moved.to, venue.timeZone);
  return `${venue.name}: booking ${moved.to.invoice} dipindahkan dari ${from} ke ${to}. Detail: ${link}`;
}

/** Time added at the desk: how much, what it cost, and the session as it now runs. */
export function renderBookingExtended(
  venue: NoticeVenue,
  booking: BookingFacts,
  extension: { minutes: number; amount: number },
  link: string,
): string {
  const cost = extension.amount > 0 ? ` (${formatRupiah(extension.amount)})` : '';
  return `${venue.name}: waktu booking ${booking.invoice} ditambah ${extension.minutes} menit${cost}, jadi ${describeBookingPlace(booking, venue.timeZone)}. Detail: ${link}`;
}

/** The party never came: the unit is released and, by the venue's terms (spec 1 §9), nothing is refunded. */
export function renderBookingNoShow(venue: NoticeVenue, booking: BookingFacts): string {
  return `${venue.name}: booking ${booking.invoice}${describeBooking(booking, venue.timeZone)} kami catat tidak datang dan unitnya sudah dilepas. Sesuai ketentuan, pembayaran tidak dikembalikan; hubungi kami bila ada pertanyaan.`;
}

export function renderFoodReady(
  venue: NoticeVenue,
  order: { invoice: string; seating: 'table' | 'unit' | 'takeaway' | null; table: string | null },
): string {
  const where =
    order.seating === 'takeaway' || order.seating === null
      ? 'silakan ambil di kasir'
      : order.seating === 'table' && order.table
        ? `segera diantar ke meja ${order.table}`
        : 'segera diantar ke tempatmu';
  return `${venue.name}: pesanan ${order.invoice} sudah siap, ${where}. Selamat menikmati!`;
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
