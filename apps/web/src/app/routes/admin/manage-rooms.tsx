import { RoomsPage } from '@/features/manage/catalogue/rooms-page';
import { AdminOnly } from '@/features/manage/components/admin-only';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

export default function ManageRoomsRoute() {
  const { t } = useManageCatalogueTranslation();
  return (
    <AdminOnly title={t('rooms.title')}>
      <RoomsPage />
    </AdminOnly>
  );
}
