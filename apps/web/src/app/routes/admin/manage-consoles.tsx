import { ConsolesPage } from '@/features/manage/catalogue/consoles-page';
import { AdminOnly } from '@/features/manage/components/admin-only';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

export default function ManageConsolesRoute() {
  const { t } = useManageCatalogueTranslation();
  return (
    <AdminOnly title={t('consoles.title')}>
      <ConsolesPage />
    </AdminOnly>
  );
}
