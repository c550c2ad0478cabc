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
  return `${formatLongDate(date)}, ${time}${until}${zone ? ` ${zone}` : ''}`;
}

function describeBooking(booking: BookingFacts, timeZone: string): string {
  const parts = [
    booking.unit,
    booking.start ? formatSession(booking.start, booking.end, timeZone) : null,
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
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
  return `${venue.name}: refund ${formatRupiah(amount)} untuk booking ${booking.invoice} sudah kami proses.`;
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
