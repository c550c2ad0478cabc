import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { customerNotesOf } from '@ruangmain/domain/food-order';
import { formatRupiah } from '@ruangmain/domain/money';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { useBookingDetails } from '@/features/history/api/get-booking-history';
import { BookingStatusBadge } from '@/features/history/components/booking-status-badge';
import { MoneyBreakdown } from '@/features/history/components/details/money-breakdown';
import { useDateLanguage } from '@/hooks/use-date-language';
import { bookingSchedule, longDateTime } from '@/lib/booking-schedule';
import { useHistoryTranslation } from '@/lib/i18n-history';

type BookingDetailsDialogProps = { booking: BookingDetail; onClose: () => void };

/**
 * View Details (spec 2 §2): every field of spec 2 §3 Booking, the food lines with quantity and price,
 * and the money breakdown of transactions[0]; the receipt of a paid booking.
 */
export default function BookingDetailsDialog({ booking: listed, onClose }: BookingDetailsDialogProps) {
  const { t } = useHistoryTranslation();
  const dateLanguage = useDateLanguage();
  const details = useBookingDetails(listed);
  const booking = details.data ?? listed;
  const schedule = bookingSchedule(booking, dateLanguage);
  const charged = booking.transactions[0];
  const none = t('details.none');

  const facts: Array<[string, ReactNode]> = [
    [
      t('details.invoice'),
      <span key="invoice" className="font-mono">
        {booking.invoice_number}
      </span>,
    ],
    [t('details.status'), <BookingStatusBadge key="status" status={booking.status} />],
    [t('details.type'), t(`kind.${booking.booking_type}`)],
  ];
  if (booking.unit) {
    facts.push(
      [t('details.unit'), booking.unit.name ?? none],
      [t('details.room'), booking.unit.room.name ?? none],
      [t('details.console'), booking.unit.consoles.map((console) => console.name).join(', ') || none],
      [t('details.game'), booking.game?.title ?? none],
    );
  }
  facts.push([t('details.date'), schedule.date]);
  facts.push([
    t('details.time'),
    schedule.end ? t('card.timeRange', { start: schedule.start, end: schedule.end }) : schedule.start,
  ]);
  if (booking.duration !== null)
    facts.push([t('details.duration'), t('card.durationHours', { count: booking.duration })]);
  if (booking.total_visitors !== null) facts.push([t('details.visitors'), booking.total_visitors]);
  if (booking.seating) facts.push([t('details.seating'), seatingText(booking, t)]);
  facts.push(
    [t('details.paymentMethod'), t(`paymentMethods.${booking.payment_method}`)],
    [t('details.pointsEarned'), booking.points_earned],
    [t('details.createdAt'), longDateTime(booking.created_at, dateLanguage)],
  );
  // A food order's note begins with the venue's bookkeeping: only what the customer wrote is theirs.
  const notes = booking.notes ? customerNotesOf(booking.notes) : '';
  if (notes) facts.push([t('details.notes'), notes]);
  if (booking.review) {
    facts.push([
      t('details.rating'),
      <StarRating
        key="rating"
        rating={booking.review.rating}
        label={t('details.ratingLabel', { rating: booking.review.rating })}
      />,
    ]);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('details.title')}
      closeLabel={t('details.close')}
      closeOnBackdrop
      size="lg"
      footer={
        <>
          {booking.paid_at && (
            <Link
              to={paths.receipt.getHref(booking.invoice_number)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <FileText aria-hidden className="size-4" />
              {t('actions.receipt')}
            </Link>
          )}
          <Button onClick={onClose}>{t('details.close')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-6 overflow-y-auto px-5 py-5 sm:px-6" data-testid="booking-details">
        {details.isError && <Alert tone="error">{t('errors.details')}</Alert>}
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-4 sm:flex-col sm:items-start sm:gap-1"
            >
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-semibold break-words sm:text-left">{value}</dd>
            </div>
          ))}
        </dl>

        {booking.fnbs.length > 0 && (
          <section>
            <h3 className="text-sm font-bold">{t('details.food')}</h3>
            <ul
              className="mt-2 divide-y divide-line rounded-xl border border-line"
              data-testid="booking-food"
            >
              {booking.fnbs.map((line) => (
                <li key={line.id} className="flex items-baseline justify-between gap-4 px-4 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="font-semibold">{line.name}</span>
                    <span className="ml-2 text-muted">
                      {t('details.foodLine', {
                        quantity: line.pivot.quantity,
                        price: formatRupiah(line.pivot.price),
                      })}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatRupiah(line.pivot.price * line.pivot.quantity)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {charged && (
          <section className="rounded-xl bg-surface-2 p-4">
            <h3 className="mb-3 text-sm font-bold">{t('details.money')}</h3>
            <MoneyBreakdown charged={charged} />
          </section>
        )}
      </div>
    </Dialog>
  );
}

function seatingText(booking: BookingDetail, t: ReturnType<typeof useHistoryTranslation>['t']): string {
  if (booking.seating === 'table') return t('details.seatingTable', { table: booking.table_number ?? '' });
  return booking.seating === 'unit' ? t('details.seatingUnit') : t('details.seatingTakeaway');
}
