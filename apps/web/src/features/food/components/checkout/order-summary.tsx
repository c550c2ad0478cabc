import { ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { FoodPromoForm } from '@/features/food/components/food-promo-form';
import { OrderLines } from '@/features/food/components/order-lines';
import { OrderTotals } from '@/features/food/components/order-totals';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import { useFoodTranslation } from '@/lib/i18n-food';

/**
 * Step two's order summary (spec 2 §2): the items, the promo code entry (Apply, or the promo line with
 * Remove; none on a reward order), Subtotal, PB1 and Total.
 */
export function OrderSummary({ cart }: { cart: FoodCart }) {
  const { t } = useFoodTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card"
    >
      <header className="flex items-center gap-3 border-b border-line bg-surface-2/60 px-5 py-3.5">
        <ReceiptText aria-hidden className="size-5 text-primary-text" />
        <h2 id={titleId} className="text-lg font-extrabold tracking-tight">
          {t('summary.orderTitle')}
        </h2>
      </header>
      <div className="px-5 py-2">
        <OrderLines lines={cart.lines} isReward={cart.isReward} />
      </div>
      <div className="space-y-5 border-t border-line px-5 py-5">
        <FoodPromoForm cart={cart} />
        <OrderTotals cart={cart} />
      </div>
    </section>
  );
}
