import type { FoodLine } from '@ruangmain/domain/booking-draft';
import type { CheckPromoResponse } from '@ruangmain/domain/contracts/pricing';
import { type CartItem, setFoodQuantity } from '@ruangmain/domain/food-cart';
import { calculateFoodOrderPrice } from '@ruangmain/domain/food-order';
import { normalizePromoCode } from '@ruangmain/domain/promos';
import { useState } from 'react';
import type { FoodReward } from '@/features/food/hooks/use-food-reward';
import { useCharges } from '@/lib/charges';
import { useFoodTranslation } from '@/lib/i18n-food';
import { usePromoCheck } from '@/lib/promo-check';
import { toast } from '@/lib/toast';

const rewardLines = (reward: FoodReward | null): FoodLine[] =>
  reward?.items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })) ?? [];

/**
 * What is being ordered (spec 2 §5 "Food page"): quantities never below zero, an item at zero leaves,
 * unavailable items cannot be added, and a reward's items are fixed; the promo (not on a reward order),
 * and the price the server will charge (packages/domain calculateFoodOrderPrice: PB1 on the food after
 * the promo, no service fee; a reward order costs 0).
 */
export function useFoodCart(reward: FoodReward | null) {
  const { t } = useFoodTranslation();
  const [lines, setLines] = useState<FoodLine[]>(() => rewardLines(reward));
  const [promo, setPromo] = useState<CheckPromoResponse | null>(null);
  const [rewardId, setRewardId] = useState(reward?.user_reward_id ?? null);
  const charges = useCharges();
  const isReward = reward !== null;

  // The reward was dropped (or another arrived): the order starts again from its items.
  if ((reward?.user_reward_id ?? null) !== rewardId) {
    setRewardId(reward?.user_reward_id ?? null);
    setLines(rewardLines(reward));
    setPromo(null);
  }

  const price = calculateFoodOrderPrice({
    items: lines,
    promoPercentage: promo?.percentage ?? 0,
    promoScope: promo?.applies_to,
    taxPercentage: charges.data?.taxPercentage ?? 0,
    isReward,
  });

  const check = usePromoCheck({
    onApplied: setPromo,
    order: { room_subtotal: 0, fnb_subtotal: price.fnbSubtotal },
    messages: {
      required: t('summary.promoRequired'),
      failed: t('summary.promoFailed'),
      applied: (applied) =>
        t('summary.promoApplied', { code: applied.promo_code, percent: applied.percentage }),
    },
  });

  return {
    lines,
    promo,
    price,
    charges,
    isReward,
    setQuantity: (item: CartItem, quantity: number) => {
      if (isReward) {
        toast.error(t('validation.rewardLocked'));
        return;
      }
      setLines((current) => setFoodQuantity(current, item, quantity));
    },
    applyPromo: (typed: string) => {
      // An empty code is refused first ('Please enter a promo code'), then a code with nothing to take off.
      if (lines.length === 0 && normalizePromoCode(typed)) {
        toast.error(t('summary.promoNeedsItems'));
        return;
      }
      check.apply(typed);
    },
    isCheckingPromo: check.isChecking,
    removePromo: () => {
      setPromo(null);
      toast.success(t('summary.promoRemoved'));
    },
  };
}

export type FoodCart = ReturnType<typeof useFoodCart>;
