import { VenueBlocksPage } from '@/features/desk/components/venue-blocks-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** The staff app's venue blocks. */
export default function AdminVenueBlocksRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('blocks.title'));
  return <VenueBlocksPage />;
}
