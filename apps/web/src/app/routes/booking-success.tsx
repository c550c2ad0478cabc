import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /booking-success, optional query invoice_number (spec 2 §2). Coming with the booking feature. */
export default function BookingSuccessRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.bookingSuccess')} />;
}
