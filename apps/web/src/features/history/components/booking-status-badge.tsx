import type { BookingStatus } from '@ruangmain/domain/contracts/bookings';
import { clsx } from 'clsx';
import { useHistoryTranslation } from '@/lib/i18n-history';

const TONES: Record<BookingStatus, string> = {
  pending: 'border-accent/50 bg-accent/15 text-accent-text',
  confirmed: 'border-primary/30 bg-primary-soft text-primary-text',
  preparing: 'border-primary/30 bg-primary-soft text-primary-text',
  ongoing: 'border-primary/30 bg-primary-soft text-primary-text',
  served: 'border-success/30 bg-success/10 text-success',
  completed: 'border-success/30 bg-success/10 text-success',
  cancelled: 'border-danger/30 bg-danger/10 text-danger',
  refunded: 'border-line bg-surface-2 text-muted',
};

/** Where a booking stands (spec 2 §4 "Booking status"), in its tone. */
export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { t } = useHistoryTranslation();
  return (
    <span
      data-testid="booking-status"
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
