import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingSuccessView } from '@/features/booking/components/success/booking-success-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /booking-success, optional query invoice_number (spec 2 §2). */
export default function BookingSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.bookingSuccess'));
  const [searchParams] = useSearchParams();
  return <BookingSuccessView invoiceNumber={searchParams.get('invoice_number')} />;
}
