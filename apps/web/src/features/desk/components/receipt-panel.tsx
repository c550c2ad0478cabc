import { Printer } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { QueryView } from '@/components/query-view';
import { ReceiptPrintSheet } from '@/components/receipt/receipt-print-sheet';
import { RECEIPT_WIDTHS, ReceiptSheet, type ReceiptWidth } from '@/components/receipt/receipt-sheet';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { useReceiptTranslation } from '@/lib/i18n-receipt';
import { useReceipt } from '@/lib/receipts';

/**
 * The receipt of a paid booking or food order, printed at the desk (issue 29 item 7): the same document
 * the customer sees, on the paper chosen (a 58 or 80 mm thermal roll, or A4), through the browser's
 * print dialog. The preview is the sheet at that width; its height sets a roll's page length.
 */
export function ReceiptPanel({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useReceiptTranslation();
  const receipt = useReceipt(invoiceNumber);
  const [width, setWidth] = useState<ReceiptWidth>('80mm');
  const preview = useRef<HTMLDivElement>(null);
  const [heightPx, setHeightPx] = useState<number>();
  useLayoutEffect(() => {
    setHeightPx(preview.current?.offsetHeight);
  });

  return (
    <section aria-label={t('print.title', { invoice: invoiceNumber })} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold">{t('print.width')}</legend>
        <div className="flex flex-wrap gap-4">
          {RECEIPT_WIDTHS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="radio"
                name="receipt-width"
                value={option}
                checked={width === option}
                onChange={() => setWidth(option)}
                className="size-4 accent-(--color-primary)"
              />
              {t(`print.widths.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <QueryView
        query={receipt}
        skeleton={<Skeleton className="h-80 w-full" />}
        errorMessage={(error) =>
          isApiError(error) && error.status === 409
            ? t('print.notPaid')
            : getServerMessage(error, t('print.loadError'))
        }
        retryLabel={t('print.retry')}
      >
        {(loaded) => (
          <>
            <div>
              <Button size="sm" onClick={() => window.print()}>
                <Printer aria-hidden className="size-4" />
                {t('print.print')}
              </Button>
            </div>
            <div className="overflow-x-auto rounded-xl border border-line bg-neutral-100 p-2">
              <div ref={preview} className="mx-auto w-max max-w-full">
                <ReceiptSheet receipt={loaded} width={width} />
              </div>
            </div>
            <ReceiptPrintSheet receipt={loaded} width={width} heightPx={heightPx} />
          </>
        )}
      </QueryView>
    </section>
  );
}
