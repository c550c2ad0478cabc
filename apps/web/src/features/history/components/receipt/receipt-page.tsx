import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { ReceiptPrintSheet } from '@/components/receipt/receipt-print-sheet';
import { ReceiptSheet } from '@/components/receipt/receipt-sheet';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { useHistoryTranslation } from '@/lib/i18n-history';
import { useReceipt } from '@/lib/receipts';

/**
 * /receipt/{invoice}: the receipt of a paid booking or food order, for its owner (and staff), with
 * Print. Printing shows the receipt alone, on one page.
 */
export function ReceiptPage({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useHistoryTranslation();
  const receipt = useReceipt(invoiceNumber);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.bookHistory.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('receipt.back')}
        </Link>
        {receipt.data && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('receipt.print')}
          </Button>
        )}
      </div>
      <QueryView
        query={receipt}
        skeleton={<Skeleton className="mx-auto h-[32rem] w-full max-w-md rounded-2xl" />}
        errorMessage={(error) =>
          isApiError(error) && error.status === 409
            ? t('receipt.notPaid')
            : getServerMessage(error, t('errors.invoice'))
        }
        retryLabel={t('errors.retry')}
      >
        {(loaded) => (
          <>
            <ReceiptSheet receipt={loaded} />
            {/* One A4 page with a margin: the customer prints at home. */}
            <ReceiptPrintSheet receipt={loaded} width="a4" />
          </>
        )}
      </QueryView>
    </div>
  );
}
