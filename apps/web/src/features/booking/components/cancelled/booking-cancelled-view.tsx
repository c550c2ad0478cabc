import { isPaymentCancelReason } from '@ruangmain/domain/bookings';
import { clsx } from 'clsx';
import { CircleX, History, Home, RotateCcw, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { OutcomeCard } from '@/checkout/components/outcome-card';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { paymentSessionStorage } from '@/features/booking/state/payment-session';
import { hadReleasedBooking } from '@/features/booking/utils/cancelled-page-state';
import { useSession } from '@/lib/auth/use-session';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/**
 * /booking-cancelled (spec 2 §2 "Booking cancelled page"): the message of the reason the payment
 * ended, and the ways on: the history and /rent. The booking is over, so the wizard starts afresh.
 */
export function BookingCancelledView({ reason }: { reason: string | null }) {
  const { t } = usePaymentOutcomeTranslation();
  const { isAuthenticated, isStaff } = useSession();
  // The history is a customer's page (spec 2 §2 "not offered to admins"); others go home instead.
  const hasHistory = isAuthenticated && !isStaff;
  // Only a booking the payment page released is known to be free again and uncharged.
  const knowsBooking = hadReleasedBooking(useLocation().state);
  // The customer chose to cancel: their own choice is told calmly, not as an error (issue 30).
  const isOwnChoice = reason === 'user_cancelled';

  useEffect(() => {
    bookingDraftStore.reset();
    paymentSessionStorage.clear();
  }, []);

  return (
    <OutcomeCard
      icon={isOwnChoice ? <Undo2 aria-hidden /> : <CircleX aria-hidden />}
      tone={isOwnChoice ? 'neutral' : 'danger'}
      title={t('cancelled.title')}
      text={knowsBooking ? t('cancelled.text') : t('cancelled.textUnknown')}
    >
      <p
        role={isOwnChoice ? 'status' : 'alert'}
        data-testid="cancel-reason"
        data-tone={isOwnChoice ? 'neutral' : 'danger'}
        className={clsx(
          'rounded-2xl border px-4 py-3 text-center font-semibold',
          isOwnChoice ? 'border-line bg-surface-2 text-fg' : 'border-danger/30 bg-danger/8 text-danger',
        )}
      >
        {isPaymentCancelReason(reason) ? t(`cancelled.reasons.${reason}`) : t('cancelled.generic')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={hasHistory ? paths.bookHistory.getHref() : paths.home.getHref()}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'sm:flex-1' })}
        >
          {hasHistory ? <History aria-hidden className="size-4" /> : <Home aria-hidden className="size-4" />}
          {hasHistory ? t('cancelled.history') : t('success.backHome')}
        </Link>
        <Link to={paths.rent.getHref()} className={buttonVariants({ size: 'lg', className: 'sm:flex-1' })}>
          <RotateCcw aria-hidden className="size-4" />
          {t('cancelled.rent')}
        </Link>
      </div>
    </OutcomeCard>
  );
}
