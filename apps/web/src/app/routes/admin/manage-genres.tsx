import { GenresPage } from '@/features/manage/catalogue/genres-page';
import { AdminOnly } from '@/features/manage/components/admin-only';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

export default function ManageGenresRoute() {
  const { t } = useManageCatalogueTranslation();
  return (
    <AdminOnly title={t('genres.title')}>
      <GenresPage />
    </AdminOnly>
  );
}
