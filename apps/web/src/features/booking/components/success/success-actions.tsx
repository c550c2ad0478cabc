import { FileText, History, Home, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/**
 * spec 2 §2 "Buttons: Back to Home for guests; otherwise See booking history (not for admin) and Book
 * another Room", and the receipt of a paid booking (`receiptInvoice`) for the signed-in owner or staff.
 */
export function SuccessActions({ receiptInvoice }: { receiptInvoice?: string | undefined } = {}) {
  const { t } = usePaymentOutcomeTranslation();
  const { isAuthenticated, isStaff } = useSession();
  if (!isAuthenticated) {
    return (
      <Link to={paths.home.getHref()} className={buttonVariants({ size: 'lg', fullWidth: true })}>
        <Home aria-hidden className="size-4" />
        {t('success.backHome')}
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {receiptInvoice && (
        <Link
          to={paths.receipt.getHref(receiptInvoice)}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'sm:flex-auto' })}
        >
          <FileText aria-hidden className="size-4" />
          {t('success.receipt')}
        </Link>
      )}
      {!isStaff && (
        <Link
          to={paths.bookHistory.getHref()}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'sm:flex-auto' })}
        >
          <History aria-hidden className="size-4" />
          {t('success.history')}
        </Link>
      )}
      <Link to={paths.rent.getHref()} className={buttonVariants({ size: 'lg', className: 'sm:flex-auto' })}>
        <Plus aria-hidden className="size-4" />
        {t('success.bookAnother')}
      </Link>
    </div>
  );
}
