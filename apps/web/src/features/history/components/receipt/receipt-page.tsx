import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useReceipt } from '@/features/history/api/get-receipt';
import { ReceiptSheet } from '@/features/history/components/receipt/receipt-sheet';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { useHistoryTranslation } from '@/lib/i18n-history';

/** One A4 page with a margin; the sheet is the only thing printed (styles/index.css `.rm-print-sheet`). */
const PAGE_STYLE = '@page { size: A4 portrait; margin: 14mm; }';

/**
 * /receipt/{invoice}: the receipt of a paid booking or food order, for its owner (and staff), with
 * Print. Printing shows the receipt alone, on one page.
 */
export function ReceiptPage({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useHistoryTranslation();
  const receipt = useReceipt(invoiceNumber);
  const [printRoot, setPrintRoot] = useState<HTMLElement | null>(null);
  useEffect(() => setPrintRoot(document.body), []);

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
            {printRoot &&
              createPortal(
                <div className="rm-print-sheet" data-testid="print-sheet">
                  <style>{PAGE_STYLE}</style>
                  <ReceiptSheet receipt={loaded} />
                </div>,
                printRoot,
              )}
          </>
        )}
      </QueryView>
    </div>
  );
}
