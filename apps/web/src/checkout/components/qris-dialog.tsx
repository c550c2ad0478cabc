import type { CheckoutAttempt } from '@/checkout/checkout-attempt';
import { QrisCode } from '@/checkout/components/qris-code';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePaymentLaterTranslation } from '@/lib/i18n-payment-later';

/**
 * An admin's QRIS payment at the counter: the code to scan and the amount in a dialog of its own,
 * while the page waits for the webhook.
 */
export function QrisDialog({
  attempt,
  open,
  onCancel,
}: {
  attempt: CheckoutAttempt;
  open: boolean;
  onCancel: () => void;
}) {
  const { t } = usePaymentLaterTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('qris.title')}
      description={t('qris.text')}
      size="sm"
      footer={
        <Button variant="outline" onClick={onCancel}>
          {t('qris.cancel')}
        </Button>
      }
    >
      <QrisCode
        qrString={attempt.qrString ?? ''}
        label={t('qris.codeLabel')}
        amount={attempt.totalPrice}
        amountLabel={t('qris.amount')}
        reference={attempt.invoiceNumber}
        waitingText={t('qris.waiting')}
        openLabel={t('qris.open')}
        size="lg"
        className="gap-4 overflow-y-auto px-5 py-5 sm:px-6"
      />
    </Dialog>
  );
}
