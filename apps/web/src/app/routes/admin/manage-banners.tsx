import { AdminOnly } from '@/features/manage/components/admin-only';
import { BannersPage } from '@/features/manage/content/banners-page';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

export default function ManageBannersRoute() {
  const { t } = useManageContentTranslation();
  return (
    <AdminOnly title={t('banners.title')}>
      <BannersPage />
    </AdminOnly>
  );
}
