import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingCancelledView } from '@/features/booking/components/cancelled/booking-cancelled-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /booking-cancelled, query reason (spec 2 §2). */
export default function BookingCancelledRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.bookingCancelled'));
  const [searchParams] = useSearchParams();
  return <BookingCancelledView reason={searchParams.get('reason')} />;
}
