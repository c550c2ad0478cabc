import { formatRupiah } from '@ruangmain/domain/money';
import { PriceRow, RemovePromoButton } from '@/components/price-row';
import { Skeleton } from '@/components/ui/skeleton';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import { useFoodTranslation } from '@/lib/i18n-food';

/**
 * The order's totals (spec 2 §2 "Step two: … a PB1 tax line and a subtotal"): Subtotal, the reward or
 * the promo (with its Remove button), PB1 on the food after the promo, and Total. No service fee.
 */
export function OrderTotals({ cart }: { cart: FoodCart }) {
  const { t } = useFoodTranslation();
  const { price, promo, charges, isReward } = cart;
  return (
    <div className="space-y-3">
      <dl className="space-y-2">
        <PriceRow label={t('summary.subtotal')} amount={formatRupiah(price.subtotal)} />
        {isReward && (
          <PriceRow
            label={t('summary.reward')}
            amount={formatRupiah(-price.rewardDiscount)}
            tone="discount"
          />
        )}
        {promo && (
          <PriceRow
            label={t('summary.promo', { code: promo.promo_code, percent: promo.percentage })}
            action={
              <RemovePromoButton
                label={t('summary.removePromo', { code: promo.promo_code })}
                onClick={cart.removePromo}
              />
            }
            amount={formatRupiah(-price.discountAmount)}
            tone="discount"
          />
        )}
        <PriceRow
          label={t('summary.tax', { percent: charges.data?.taxPercentage ?? 0 })}
          amount={charges.isPending ? <Skeleton className="h-4 w-16" /> : formatRupiah(price.taxAmount)}
        />
      </dl>
      {charges.isError && <p className="text-xs text-danger">{t('summary.taxFailed')}</p>}
      <div className="flex items-center justify-between gap-3 border-t border-line pt-3">
        <span className="text-base font-bold">{t('summary.total')}</span>
        <span data-testid="order-total" className="text-xl font-black tracking-tight tabular-nums">
          {formatRupiah(price.total)}
        </span>
      </div>
    </div>
  );
}
