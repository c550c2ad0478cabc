import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { formatRupiah } from '@ruangmain/domain/money';
import {
  CalendarDays,
  Clock,
  CreditCard,
  Eye,
  FileText,
  Gamepad2,
  Star,
  UtensilsCrossed,
  X,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BookingStatusBadge } from '@/features/history/components/booking-status-badge';
import { useDateLanguage } from '@/hooks/use-date-language';
import { bookingSchedule } from '@/lib/booking-schedule';
import { useHistoryTranslation } from '@/lib/i18n-history';

export type BookingAction = 'details' | 'rate' | 'pay' | 'cancel' | 'reschedule';

type BookingCardProps = {
  booking: BookingDetail;
  onAction: (action: BookingAction, booking: BookingDetail) => void;
  /** Pay now is opening this booking's payment. */
  isPaying: boolean;
};

/**
 * A booking or food order in the history (spec 2 §2): invoice, what was booked, the date and time in
 * Indonesian long format, duration, status and total, with what it allows now.
 */
export function BookingCard({ booking, onAction, isPaying }: BookingCardProps) {
  const { t } = useHistoryTranslation();
  const dateLanguage = useDateLanguage();
  const schedule = bookingSchedule(booking, dateLanguage);
  const isFood = booking.booking_type === 'fnb';
  const { actions } = booking;

  return (
    <article
      data-testid="booking-card"
      data-invoice={booking.invoice_number}
      className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted">{t(`kind.${booking.booking_type}`)}</p>
          <h3 className="font-mono text-sm font-bold break-all">{booking.invoice_number}</h3>
        </div>
        <BookingStatusBadge status={booking.status} />
      </header>

      <div className="mt-3 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
          {isFood ? (
            <UtensilsCrossed aria-hidden className="size-5" />
          ) : (
            <Gamepad2 aria-hidden className="size-5" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold text-pretty" data-testid="booking-what">
            {isFood || !booking.unit
              ? booking.fnbs
                  .map((line) => t('card.item', { name: line.name, quantity: line.pivot.quantity }))
                  .join(', ')
              : t('card.unitInRoom', { unit: booking.unit.name, room: booking.unit.room.name })}
          </p>
          {!isFood && booking.fnbs.length > 0 && (
            <p className="mt-0.5 text-sm text-muted">
              {booking.fnbs
                .map((line) => t('card.item', { name: line.name, quantity: line.pivot.quantity }))
                .join(', ')}
            </p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5" data-testid="booking-date">
              <CalendarDays aria-hidden className="size-4" />
              {schedule.date}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" />
              {schedule.end
                ? t('card.timeRange', { start: schedule.start, end: schedule.end })
                : schedule.start}
              {booking.duration !== null && ` · ${t('card.durationHours', { count: booking.duration })}`}
            </span>
          </p>
        </div>
      </div>

      <footer className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {t('card.total')}{' '}
          <span className="text-base font-extrabold text-fg tabular-nums" data-testid="booking-total">
            {formatRupiah(booking.total_price)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onAction('details', booking)}>
            <Eye aria-hidden className="size-4" />
            {t('actions.details')}
          </Button>
          {booking.paid_at && (
            <Link
              to={paths.receipt.getHref(booking.invoice_number)}
              className={buttonVariants({ size: 'sm', variant: 'ghost' })}
            >
              <FileText aria-hidden className="size-4" />
              {t('actions.receipt')}
            </Link>
          )}
          {actions.reschedule && (
            <Button size="sm" variant="outline" onClick={() => onAction('reschedule', booking)}>
              <CalendarDays aria-hidden className="size-4" />
              {t('actions.reschedule')}
            </Button>
          )}
          {actions.cancel && (
            <Button size="sm" variant="ghost" onClick={() => onAction('cancel', booking)}>
              <X aria-hidden className="size-4" />
              {t('actions.cancel')}
            </Button>
          )}
          {actions.pay && (
            <Button size="sm" variant="accent" isLoading={isPaying} onClick={() => onAction('pay', booking)}>
              <CreditCard aria-hidden className="size-4" />
              {t('actions.pay')}
            </Button>
          )}
          {actions.review && (
            <Button size="sm" onClick={() => onAction('rate', booking)}>
              <Star aria-hidden className="size-4" />
              {t('actions.rate')}
            </Button>
          )}
          {booking.is_reviewed && (
            <span
              data-testid="booking-rated"
              className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-success/10 px-3 text-sm font-semibold text-success"
            >
              <Star aria-hidden className="size-4 fill-current" />
              {t('actions.rated')}
            </span>
          )}
        </div>
      </footer>
    </article>
  );
}
