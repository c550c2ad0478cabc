import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/** The invoice number, framed to be shown at the counter: the booking and food order success pages. */
export function InvoiceNumber({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = usePaymentOutcomeTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-primary/40 bg-primary-soft/60 px-4 py-3 text-center">
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t('success.invoice')}</p>
      <p
        data-testid="invoice-number"
        className="mt-1 font-mono text-lg font-bold break-all text-primary-text"
      >
        {invoiceNumber}
      </p>
    </div>
  );
}
