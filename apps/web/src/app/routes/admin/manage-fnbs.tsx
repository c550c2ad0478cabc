import { AdminOnly } from '@/features/manage/components/admin-only';
import { FnbsPage } from '@/features/manage/food/fnbs-page';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

export default function ManageFnbsRoute() {
  const { t } = useManageContentTranslation();
  return (
    <AdminOnly title={t('fnbs.title')}>
      <FnbsPage />
    </AdminOnly>
  );
}
