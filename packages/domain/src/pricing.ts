/**
 * The price of a booking (spec 2 §9 "Pricing"), computed by the wizard to show and by the server to
 * charge (../shared/DESIGN.md "Pricing": a price sent by a client is never trusted). Whole rupiah throughout.
 */
import type { PromoScope } from './promos';

export type PriceLine = { price: number; quantity: number };

export type PriceInput = {
  /** The unit's price per hour; 0 for food-only orders. */
  pricePerHour: number;
  hours: number;
  items: readonly PriceLine[];
  /** Whole percent of a valid promo, or 0. */
  promoPercentage: number;
  /** What the promo takes its percentage off (promos.ts PromoScope); unset: both, pro rata. */
  promoScope?: PromoScope | undefined;
  /** The active PB1 percentage, or 0. */
  taxPercentage: number;
  /** Amounts of the active service fees. */
  serviceFees: readonly number[];
  /** A reward booking: its service fees are waived (spec 2 §6 "Reward holder"). */
  isReward?: boolean;
  /** Rupiah a reward takes off the session (free play) and off the food (free items). */
  rewardSessionDiscount?: number;
  rewardFnbDiscount?: number;
};

export type PriceBreakdown = {
  sessionSubtotal: number;
  fnbSubtotal: number;
  subtotal: number;
  rewardDiscount: number;
  sessionDiscount: number;
  fnbDiscount: number;
  /** The promo's discount: session part plus food part. */
  discountAmount: number;
  taxAmount: number;
  serviceFeeAmount: number;
  total: number;
};

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));
const whole = (value: number) => Math.max(0, Math.round(value));

export function calculateBookingPrice(input: PriceInput): PriceBreakdown {
  const sessionSubtotal = whole(input.pricePerHour * input.hours);
  const fnbSubtotal = input.items.reduce(
    (sum, item) => sum + whole(item.price) * Math.max(0, Math.trunc(item.quantity)),
    0,
  );
  const subtotal = sessionSubtotal + fnbSubtotal;

  // What the reward covers comes off first; the promo applies to what is left to pay.
  const rewardSession = Math.min(sessionSubtotal, whole(input.rewardSessionDiscount ?? 0));
  const rewardFnb = Math.min(fnbSubtotal, whole(input.rewardFnbDiscount ?? 0));
  const sessionDue = sessionSubtotal - rewardSession;
  const fnbDue = fnbSubtotal - rewardFnb;

  // The promo percentage splits pro rata over the session and the food, or comes off the one part its
  // scope names (a room-only promo leaves the food, and so its PB1, at full price).
  const percent = clampPercent(input.promoPercentage);
  const scope = input.promoScope ?? 'all';
  const sessionDiscount = scope === 'fnb' ? 0 : Math.round((sessionDue * percent) / 100);
  const fnbDiscount = scope === 'room' ? 0 : Math.round((fnbDue * percent) / 100);

  // PB1 applies to the food part after the promo, rounded.
  const taxAmount = Math.round(((fnbDue - fnbDiscount) * clampPercent(input.taxPercentage)) / 100);
  const serviceFeeAmount = input.isReward ? 0 : input.serviceFees.reduce((sum, fee) => sum + whole(fee), 0);

  const total = Math.max(
    0,
    sessionDue - sessionDiscount + fnbDue - fnbDiscount + taxAmount + serviceFeeAmount,
  );
  return {
    sessionSubtotal,
    fnbSubtotal,
    subtotal,
    rewardDiscount: rewardSession + rewardFnb,
    sessionDiscount,
    fnbDiscount,
    discountAmount: sessionDiscount + fnbDiscount,
    taxAmount,
    serviceFeeAmount,
    total,
  };
}
