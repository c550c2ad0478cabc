import { X } from 'lucide-react';
import { useId } from 'react';
import { PromoForm } from '@/components/promo-form';
import { PriceBlock } from '@/features/booking/components/summary/price-block';
import { SummaryRows } from '@/features/booking/components/summary/summary-rows';
import { usePromoCode } from '@/features/booking/hooks/use-promo-code';
import { useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useBookingSummaryTranslation } from '@/lib/i18n-booking-summary';

export type BookingSummaryProps = {
  /** Shows a close button that calls this (the wizard's hide toggle, the payment page's panel). */
  onClose?: () => void;
};

/**
 * The booking summary panel (spec 2 §2): the choices, the total block and the promo input. It reads
 * the wizard store and the charges itself, so /rent and /booking-payment render it the same way.
 */
export function BookingSummary({ onClose }: BookingSummaryProps) {
  const { t } = useBookingSummaryTranslation();
  const { draft, display, promo } = useBookingDraft();
  const promoCode = usePromoCode();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card"
    >
      <header className="flex items-center justify-between gap-3 border-b border-line bg-surface-2/60 px-5 py-3.5">
        <h2 id={titleId} className="text-lg font-extrabold tracking-tight">
          {t('title')}
        </h2>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="-mr-2 grid size-9 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </header>
      <div className="px-5 py-2">
        <SummaryRows draft={draft} display={display} />
      </div>
      <div className="space-y-5 border-t border-line px-5 py-5">
        {!promo && (
          <PromoForm
            onApply={promoCode.apply}
            isChecking={promoCode.isChecking}
            labels={{
              label: t('promoLabel'),
              placeholder: t('promoPlaceholder'),
              apply: t('apply'),
            }}
          />
        )}
        <PriceBlock draft={draft} display={display} promo={promo} onRemovePromo={promoCode.remove} />
      </div>
    </section>
  );
}
