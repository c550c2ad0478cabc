import { UnitsPage } from '@/features/manage/catalogue/units-page';
import { AdminOnly } from '@/features/manage/components/admin-only';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

export default function ManageUnitsRoute() {
  const { t } = useManageCatalogueTranslation();
  return (
    <AdminOnly title={t('units.title')}>
      <UnitsPage />
    </AdminOnly>
  );
}
