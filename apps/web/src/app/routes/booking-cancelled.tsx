import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /booking-cancelled (spec 2 §2). Coming with the booking feature. */
export default function BookingCancelledRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.bookingCancelled')} />;
}
