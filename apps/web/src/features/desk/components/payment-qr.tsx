import { formatRupiah } from '@ruangmain/domain/money';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { QrCode } from '@/components/qr-code';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeskTranslation } from '@/lib/i18n-desk';

const isWebAddress = (value: string) => /^https?:\/\//.test(value);

/**
 * A QRIS payment at the counter: the code to scan and the amount while the desk waits for the payment's
 * notification; with the simulator the code is the address of its payment page, offered as a link.
 */
export function PaymentQr({
  qrString,
  label,
  amount,
  reference,
  isPaid,
  paidText,
  waitingText,
}: {
  qrString: string;
  label: string;
  amount: number;
  reference: string;
  isPaid: boolean;
  paidText: string;
  waitingText: string;
}) {
  const { t } = useDeskTranslation();
  if (isPaid) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-success/10 px-4 py-3 font-semibold text-success"
      >
        <CircleCheck aria-hidden className="size-5" />
        {paidText}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3" data-testid="payment-qr" data-qr={qrString}>
      <div className="rounded-2xl border border-line bg-white p-3 shadow-card">
        <QrCode value={qrString} label={label} className="size-52" />
      </div>
      <p className="text-2xl font-extrabold tabular-nums">{formatRupiah(amount)}</p>
      <p className="font-mono text-xs text-muted">{reference}</p>
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary-text">
        <Spinner className="size-4" />
        {waitingText}
      </p>
      {isWebAddress(qrString) && (
        <a
          href={qrString}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('extend.openSimulator')}
        </a>
      )}
    </div>
  );
}
