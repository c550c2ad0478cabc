import { clsx } from 'clsx';
import { CircleCheck, Clock } from 'lucide-react';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/**
 * Success for a paid booking or order, Pending Payment while it waits (spec 2 §2 "Booking success page",
 * "Food order success page").
 */
export function StatusBadge({ isPaid }: { isPaid: boolean }) {
  const { t } = usePaymentOutcomeTranslation();
  const Icon = isPaid ? CircleCheck : Clock;
  return (
    <span
      data-testid="booking-status-badge"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-bold',
        isPaid
          ? 'border-success/30 bg-success/10 text-success'
          : 'border-accent/50 bg-accent/15 text-accent-text',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {isPaid ? t('success.badge.success') : t('success.badge.pending')}
    </span>
  );
}
