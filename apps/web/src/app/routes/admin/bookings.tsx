import { BookingsPage } from '@/features/desk/components/bookings-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** The staff app's the bookings list. */
export default function AdminBookingsRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('bookings.title'));
  return <BookingsPage />;
}
