import { formatLongDate } from '@ruangmain/domain/dates';
import { formatRupiah } from '@ruangmain/domain/money';
import { FactList } from '@/checkout/components/fact-list';
import { useDateLanguage } from '@/hooks/use-date-language';
import type { BookingStatusView } from '@/lib/booking-status';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/** Unit, date, time, duration in hours, players and total (spec 2 §2 "Booking details"). */
export function BookingFacts({ view }: { view: BookingStatusView }) {
  const { t } = usePaymentOutcomeTranslation();
  const dateLanguage = useDateLanguage();
  const [startDate, startTime] = view.start_time?.split(' ') ?? [];
  const endTime = view.end_time?.split(' ')[1];
  return (
    <FactList
      facts={[
        {
          label: t('success.unit'),
          value: view.unit ? `${view.unit.name} · ${view.unit.room.name}` : null,
        },
        { label: t('success.date'), value: startDate ? formatLongDate(startDate, dateLanguage) : null },
        {
          label: t('success.time'),
          value: startTime && endTime ? t('success.timeRange', { start: startTime, end: endTime }) : null,
        },
        {
          label: t('success.duration'),
          value: view.duration ? t('success.hours', { count: view.duration }) : null,
        },
        {
          label: t('success.players'),
          value: view.total_visitors ? t('success.people', { count: view.total_visitors }) : null,
        },
        { label: t('success.total'), value: formatRupiah(view.total_price) },
      ]}
    />
  );
}
