import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { formatLongDate } from '@ruangmain/domain/dates';
import { getVenueDateTime } from '@/lib/venue-clock';

/** When a booking happens: its venue-local date and times, or when a food order was placed (venue time). */
export type BookingSchedule = { date: string; start: string; end: string | null; isOrderTime: boolean };

/** 'yyyy-MM-dd HH:mm' → its date in Indonesian long format and its time (spec 2 §1, §9 "Formats"). */
const splitLocal = (local: string) => ({
  date: formatLongDate(local.slice(0, 10)),
  time: local.slice(11, 16),
});

/** An instant as the venue reads it: 'Senin, 23 November 2026, 14:05'. */
export function longDateTime(instant: string | Date): string {
  const { date, time } = splitLocal(getVenueDateTime(new Date(instant)));
  return `${date}, ${time}`;
}

export function bookingSchedule(
  booking: Pick<BookingDetail, 'start_time' | 'end_time' | 'created_at'>,
): BookingSchedule {
  if (booking.start_time) {
    const start = splitLocal(booking.start_time);
    return {
      date: start.date,
      start: start.time,
      end: booking.end_time ? booking.end_time.slice(11, 16) : null,
      isOrderTime: false,
    };
  }
  const ordered = splitLocal(getVenueDateTime(new Date(booking.created_at)));
  return { date: ordered.date, start: ordered.time, end: null, isOrderTime: true };
}

export type MoneyRow = {
  key: 'roomSubtotal' | 'fnbSubtotal' | 'promo' | 'discount' | 'rewardDiscount' | 'tax' | 'serviceFee';
  amount: number;
  /** Taken off the total: shown with a minus. */
  isDeduction: boolean;
};

type Charged = BookingDetail['transactions'][number];

/**
 * The money breakdown of transactions[0] (spec 2 §3), in the order the total is reached; the promo
 * line names its code and percent, and appears only with a promo.
 */
export function moneyRows(charged: Charged): MoneyRow[] {
  const rows: MoneyRow[] = [
    { key: 'roomSubtotal', amount: charged.subtotal_room, isDeduction: false },
    { key: 'fnbSubtotal', amount: charged.subtotal_fnb, isDeduction: false },
  ];
  if (charged.promo_code) rows.push({ key: 'promo', amount: charged.discount_amount, isDeduction: true });
  else rows.push({ key: 'discount', amount: charged.discount_amount, isDeduction: true });
  rows.push(
    { key: 'rewardDiscount', amount: charged.reward_discount, isDeduction: true },
    { key: 'tax', amount: charged.tax_amount, isDeduction: false },
    { key: 'serviceFee', amount: charged.service_fee_amount, isDeduction: false },
  );
  return rows;
}
