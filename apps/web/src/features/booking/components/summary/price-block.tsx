import { formatRupiah } from '@ruangmain/domain/money';
import { PriceRow, RemovePromoButton } from '@/components/price-row';
import { Skeleton } from '@/components/ui/skeleton';
import { NO_TOTAL, useBookingPrice } from '@/features/booking/hooks/use-booking-price';
import type { WizardState } from '@/features/booking/state/booking-draft-store';
import { useBookingSummaryTranslation } from '@/lib/i18n-booking-summary';

/**
 * The total block (spec 2 §2): Subtotal, PB1, Service Fee lines, the promo line with its remove
 * button, and Total. A reward's free session shows as its own line; it pays no fees.
 */
export function PriceBlock({
  draft,
  display,
  promo,
  onRemovePromo,
}: Pick<WizardState, 'draft' | 'display' | 'promo'> & { onRemovePromo: () => void }) {
  const { t } = useBookingSummaryTranslation();
  const { price, charges, isReward, hasTotal } = useBookingPrice({ draft, display, promo });
  const pendingAmount = <Skeleton className="h-4 w-16" />;

  return (
    <div className="space-y-3">
      <dl className="space-y-2">
        <PriceRow label={t('subtotal')} amount={formatRupiah(price.subtotal)} />
        {isReward && (
          <PriceRow
            label={t('reward', { name: display.reward?.name ?? '' })}
            amount={formatRupiah(-price.rewardDiscount)}
            tone="discount"
          />
        )}
        <PriceRow
          label={t('tax', { percent: charges.data?.taxPercentage ?? 0 })}
          amount={charges.isPending ? pendingAmount : formatRupiah(price.taxAmount)}
        />
        {!isReward &&
          charges.data?.serviceFees.map((fee) => (
            <PriceRow
              key={fee.id}
              label={t('serviceFee', { name: fee.name })}
              amount={formatRupiah(fee.amount)}
            />
          ))}
        {promo && (
          <PriceRow
            label={t('promo', { code: promo.promo_code, percent: promo.percentage })}
            amount={formatRupiah(-price.discountAmount)}
            tone="discount"
            action={
              <RemovePromoButton
                label={t('removePromo', { code: promo.promo_code })}
                onClick={onRemovePromo}
              />
            }
          />
        )}
      </dl>
      {charges.isError && <p className="text-xs text-danger">{t('chargesFailed')}</p>}
      <div className="flex items-center justify-between gap-3 border-t border-line pt-3">
        <span className="text-base font-bold">{t('total')}</span>
        <span data-testid="booking-total" className="text-xl font-black tracking-tight tabular-nums">
          {hasTotal ? formatRupiah(price.total) : NO_TOTAL}
        </span>
      </div>
    </div>
  );
}
