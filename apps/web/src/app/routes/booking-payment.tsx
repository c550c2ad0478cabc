import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

/** /booking-payment (spec 2 §2). Coming with the booking feature. */
export default function BookingPaymentRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.bookingPayment')} />;
}
