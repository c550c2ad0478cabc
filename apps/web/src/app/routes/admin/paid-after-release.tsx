import { PaidAfterReleasePage } from '@/features/desk/components/paid-after-release-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** The staff app's payments that settled after their hold was released. */
export default function AdminPaidAfterReleaseRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('releases.title'));
  return <PaidAfterReleasePage />;
}
