import { ArrowLeft, ArrowRight, CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { useBookingSummaryTranslation } from '@/lib/i18n-booking-summary';

type StepNavigationProps = {
  /** Goes back one step; absent at the first step the booking allows. */
  onPrevious?: () => void;
  onNext: () => void;
  canGoNext: boolean;
  /** The next step is Payment (spec 2 §2: step 5 is reached by moving to /booking-payment). */
  isNextPayment: boolean;
  /** The booking's total so far, so a phone sees it without opening the summary. */
  total: string;
};

/**
 * 'Previous Step' and the way forward (spec 2 §4 "Previous Step goes back one"). It sticks to the
 * bottom of the screen while the step scrolls, so a long step on a phone never hides it.
 */
export function StepNavigation({ onPrevious, onNext, canGoNext, isNextPayment, total }: StepNavigationProps) {
  const { t } = useBookingTranslation();
  const { t: tSummary } = useBookingSummaryTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-bg/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-surface/90 sm:px-4 sm:shadow-card">
      {onPrevious && (
        <Button variant="outline" onClick={onPrevious} aria-label={t('wizard.previous')}>
          <ArrowLeft aria-hidden className="size-4" />
          <span className="hidden sm:inline">{t('wizard.previous')}</span>
        </Button>
      )}
      {/* The total keeps its width; on a narrow phone the way forward moves under it (never over it). */}
      <p className="mr-auto shrink-0 leading-tight">
        <span className="block text-xs font-semibold text-muted">{tSummary('total')}</span>
        <span data-testid="wizard-total" className="block text-base font-black tracking-tight tabular-nums">
          {total}
        </span>
      </p>
      <Button
        variant={isNextPayment ? 'accent' : 'primary'}
        onClick={onNext}
        disabled={!canGoNext}
        className="grow sm:grow-0"
      >
        {isNextPayment ? t('wizard.toPayment') : t('wizard.next')}
        {isNextPayment ? (
          <CreditCard aria-hidden className="size-4" />
        ) : (
          <ArrowRight aria-hidden className="size-4" />
        )}
      </Button>
    </div>
  );
}
