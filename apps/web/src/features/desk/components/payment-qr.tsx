import { CircleCheck } from 'lucide-react';
import { QrisCode } from '@/checkout/components/qris-code';
import { useDeskTranslation } from '@/lib/i18n-desk';

/**
 * A QRIS payment at the desk (a walk-in, an extension): the checkout's QR code (checkout/components/
 * qris-code.tsx) while the desk waits for the payment's notification, then that it is paid.
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
    <QrisCode
      qrString={qrString}
      label={label}
      amount={amount}
      reference={reference}
      waitingText={waitingText}
      openLabel={t('extend.openSimulator')}
      className="gap-3"
    />
  );
}
