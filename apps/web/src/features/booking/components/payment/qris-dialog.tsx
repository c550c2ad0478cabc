import { formatRupiah } from '@ruangmain/domain/money';
import { ExternalLink } from 'lucide-react';
import { QrCode } from '@/components/qr-code';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentSession } from '@/features/booking/state/payment-session';
import { usePaymentTranslation } from '@/lib/i18n-payment';

const isWebAddress = (value: string) => /^https?:\/\//.test(value);

/**
 * An admin's QRIS payment at the counter: the code to scan and the amount, while the page waits for
 * the webhook. With the simulator the code is the address of a page that pretends to be the
 * customer's banking app, so it is also offered as a link.
 */
export function QrisDialog({
  session,
  open,
  onCancel,
}: {
  session: PaymentSession;
  open: boolean;
  onCancel: () => void;
}) {
  const { t } = usePaymentTranslation();
  const qrString = session.qrString ?? '';
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
      <div className="flex flex-col items-center gap-4 overflow-y-auto px-5 py-5 sm:px-6">
        <div className="rounded-2xl border border-line bg-white p-3 shadow-card">
          <QrCode value={qrString} label={t('qris.codeLabel')} className="size-56 sm:size-64" />
        </div>
        <div className="text-center">
          <p className="text-sm text-muted">{t('qris.amount')}</p>
          <p className="text-2xl font-extrabold tabular-nums">{formatRupiah(session.totalPrice)}</p>
          <p className="mt-1 font-mono text-xs text-muted">{session.invoiceNumber}</p>
        </div>
        <p className="flex items-center gap-2 text-sm font-medium text-primary-text" role="status">
          <Spinner className="size-4" />
          {t('qris.waiting')}
        </p>
        {isWebAddress(qrString) && (
          <a
            href={qrString}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('qris.open')}
          </a>
        )}
      </div>
    </Dialog>
  );
}
