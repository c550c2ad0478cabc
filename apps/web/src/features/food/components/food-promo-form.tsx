import { PromoForm } from '@/components/promo-form';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import { useFoodTranslation } from '@/lib/i18n-food';

/** The order's promo code entry (Apply), in both steps' summaries; none on a reward order or once applied. */
export function FoodPromoForm({ cart }: { cart: FoodCart }) {
  const { t } = useFoodTranslation();
  if (cart.isReward || cart.promo) return null;
  return (
    <PromoForm
      onApply={cart.applyPromo}
      isChecking={cart.isCheckingPromo}
      labels={{
        label: t('summary.promoLabel'),
        placeholder: t('summary.promoPlaceholder'),
        apply: t('summary.apply'),
      }}
    />
  );
}
