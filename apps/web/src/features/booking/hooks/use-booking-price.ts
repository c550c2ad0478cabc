import { calculateBookingPrice } from '@ruangmain/domain/pricing';
import type { WizardState } from '@/features/booking/state/booking-draft-store';
import { useCharges } from '@/lib/charges';

/** The total shown while nothing is chosen that costs money (the summary's mark for a missing value). */
export const NO_TOTAL = '-';

/**
 * The booking's price as the wizard shows it: packages/domain's calculateBookingPrice, the rule the
 * server charges by (spec 2 §9 "Pricing"), on the draft, the applied promo and the live charges. A
 * reward's session is free and pays no service fees (spec 2 §6 "Reward holder"). `hasTotal` says
 * whether there is anything to pay for yet.
 */
export function useBookingPrice({ draft, display, promo }: Pick<WizardState, 'draft' | 'display' | 'promo'>) {
  const charges = useCharges();
  const isReward = draft.reward !== null;
  const pricePerHour = display.unit?.price_per_hour ?? 0;
  const hours = draft.duration ?? 0;
  const price = calculateBookingPrice({
    pricePerHour,
    hours,
    items: draft.food,
    promoPercentage: promo?.percentage ?? 0,
    promoScope: promo?.applies_to,
    taxPercentage: charges.data?.taxPercentage ?? 0,
    serviceFees: charges.data?.serviceFees.map((fee) => fee.amount) ?? [],
    isReward,
    rewardSessionDiscount: isReward ? pricePerHour * hours : 0,
  });
  // Before a unit and a duration (or food) are chosen the fees alone are no total: nothing is shown.
  const hasTotal = isReward || (pricePerHour > 0 && hours > 0) || draft.food.length > 0;
  return { price, charges, isReward, hasTotal };
}
