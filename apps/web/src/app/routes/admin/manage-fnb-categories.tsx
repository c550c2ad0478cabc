import { AdminOnly } from '@/features/manage/components/admin-only';
import { FnbCategoriesPage } from '@/features/manage/food/fnb-categories-page';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

export default function ManageFnbCategoriesRoute() {
  const { t } = useManageContentTranslation();
  return (
    <AdminOnly title={t('categories.title')}>
      <FnbCategoriesPage />
    </AdminOnly>
  );
}
