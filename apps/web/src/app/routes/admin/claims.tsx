import { ClaimsPage } from '@/features/desk/components/claims-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** The staff app's merchandise waiting at the counter. */
export default function AdminClaimsRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('claims.title'));
  return <ClaimsPage />;
}
