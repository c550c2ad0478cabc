/**
 * A booking's money as the desk's drawer, the receipt and the reports tell it (issue 29 item 4): every
 * line from the session to what is still due, adding up. The price the booking was charged (spec 2 §9
 * "Pricing", stored on the booking) plus the time added at the desk, against what its payments took and
 * what has gone back. One rule, so the drawer never says Total Rp52.000 beside Paid Rp77.000.
 */
import { PAID_PAYMENT_STATUSES } from './booking-lifecycle';
import type { BookingStatus, PaymentStatus } from './booking-values';
import { refundableAmount } from './desk';

/** What the booking was charged when it was made (the contract's transactions[0]). */
export type ChargedAmounts = {
  subtotal_room: number;
  subtotal_fnb: number;
  discount_amount: number;
  reward_discount: number;
  tax_amount: number;
  service_fee_amount: number;
  final_amount: number;
};

/** Time added at the desk: its price, and whether it still stands (a released one gave its time back). */
export type ExtensionCharge = { amount: number; status: 'pending' | 'paid' | 'released' };

/** Time that still stands is charged; a released extension (its QRIS failed or expired) is not. */
export const isExtensionCharged = (extension: Pick<ExtensionCharge, 'status'>): boolean =>
  extension.status !== 'released';

export type PaymentTaking = { gross_amount: number; status: PaymentStatus };

export type BookingMoneyInput = {
  status: BookingStatus;
  charged: ChargedAmounts;
  extensions: readonly ExtensionCharge[];
  payments: readonly PaymentTaking[];
  /** Whole rupiah given back so far (bookings.refunded_amount). */
  refunded: number;
};

/**
 * Whole rupiah. session + extensions + food − promo − reward + tax + fee = total; paid − refunded is
 * what the venue keeps; due is what the customer still owes. A hold cancelled before it was paid owes
 * nothing and was never a sale: its total is null (shown as none).
 */
export type BookingMoney = {
  session: number;
  extensions: number;
  food: number;
  promo: number;
  reward: number;
  tax: number;
  fee: number;
  total: number | null;
  paid: number;
  refunded: number;
  due: number;
  refundable: number;
};

/** Statuses in which nothing more is owed: the booking was called off (its money is refunded or not). */
const CLOSED_STATUSES: readonly BookingStatus[] = ['cancelled', 'refunded'];

const PAID: readonly PaymentStatus[] = PAID_PAYMENT_STATUSES;

/**
 * The total a booking shows wherever it is listed (the drawer, the receipt, the desk's lists): its price
 * with the time added at the desk; none for one called off before anything was paid.
 */
export function bookingTotalOf(input: {
  status: BookingStatus;
  finalAmount: number;
  /** The time added that still stands (isExtensionCharged), whole rupiah. */
  extensions: number;
  paid: number;
}): number | null {
  return CLOSED_STATUSES.includes(input.status) && input.paid === 0
    ? null
    : input.finalAmount + input.extensions;
}

export function summarizeBookingMoney(input: BookingMoneyInput): BookingMoney {
  const { charged } = input;
  const extensions = input.extensions
    .filter(isExtensionCharged)
    .reduce((sum, extension) => sum + extension.amount, 0);
  const paid = input.payments
    .filter((payment) => PAID.includes(payment.status))
    .reduce((sum, payment) => sum + payment.gross_amount, 0);
  const refunded = Math.min(input.refunded, paid);
  const isClosed = CLOSED_STATUSES.includes(input.status);
  const total = bookingTotalOf({ status: input.status, finalAmount: charged.final_amount, extensions, paid });
  return {
    session: charged.subtotal_room,
    extensions,
    food: charged.subtotal_fnb,
    promo: charged.discount_amount,
    reward: charged.reward_discount,
    tax: charged.tax_amount,
    fee: charged.service_fee_amount,
    total,
    paid,
    refunded,
    due: isClosed || total === null ? 0 : Math.max(0, total - paid),
    refundable: refundableAmount({ paid, refunded }),
  };
}

/** The lines in the order the total is reached, each signed as it adds to the total. */
export function listBookingMoneyLines(
  money: BookingMoney,
): Array<{ key: 'session' | 'extensions' | 'food' | 'promo' | 'reward' | 'tax' | 'fee'; amount: number }> {
  return [
    { key: 'session', amount: money.session },
    { key: 'extensions', amount: money.extensions },
    { key: 'food', amount: money.food },
    { key: 'promo', amount: -money.promo },
    { key: 'reward', amount: -money.reward },
    { key: 'tax', amount: money.tax },
    { key: 'fee', amount: money.fee },
  ];
}
