import { GamesPage } from '@/features/manage/catalogue/games-page';
import { AdminOnly } from '@/features/manage/components/admin-only';
import { useManageCatalogueTranslation } from '@/lib/i18n-manage-catalogue';

export default function ManageGamesRoute() {
  const { t } = useManageCatalogueTranslation();
  return (
    <AdminOnly title={t('games.title')}>
      <GamesPage />
    </AdminOnly>
  );
}
