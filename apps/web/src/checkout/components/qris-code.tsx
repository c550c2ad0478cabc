import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { QrCode } from '@/components/qr-code';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const isWebAddress = (value: string) => /^https?:\/\//.test(value);

type QrisCodeProps = {
  qrString: string;
  /** The code's accessible name. */
  label: string;
  amount: number;
  /** Over the amount ('Total'), where the panel has no title that says it. */
  amountLabel?: string;
  /** The invoice or the payment's order id. */
  reference: string;
  waitingText: string;
  /** The link to the simulator's payment page (below). */
  openLabel: string;
  /** 'lg' in a dialog of its own, 'md' inside another panel. */
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * A QRIS payment at the counter (spec 2 §6): the code to scan and the amount while the page waits for
 * the payment's notification. With the simulator the code is the address of a page that pretends to
 * be the customer's banking app, so it is also offered as a link.
 */
export function QrisCode({
  qrString,
  label,
  amount,
  amountLabel,
  reference,
  waitingText,
  openLabel,
  size = 'md',
  className,
}: QrisCodeProps) {
  return (
    <div
      className={clsx('flex flex-col items-center', className)}
      data-testid="payment-qr"
      data-qr={qrString}
    >
      <div className="rounded-2xl border border-line bg-white p-3 shadow-card">
        <QrCode value={qrString} label={label} className={size === 'lg' ? 'size-56 sm:size-64' : 'size-52'} />
      </div>
      <div className="text-center">
        {amountLabel && <p className="text-sm text-muted">{amountLabel}</p>}
        <p className="text-2xl font-extrabold tabular-nums">{formatRupiah(amount)}</p>
        <p className="mt-1 font-mono text-xs text-muted">{reference}</p>
      </div>
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
          {openLabel}
        </a>
      )}
    </div>
  );
}
