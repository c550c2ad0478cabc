import { KitchenPage } from '@/features/desk/components/kitchen-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDeskTranslation } from '@/lib/i18n-desk';

/** The staff app's kitchen: paid food, new → preparing → served. */
export default function AdminKitchenRoute() {
  const { t } = useDeskTranslation();
  useDocumentTitle(t('kitchen.title'));
  return <KitchenPage />;
}
