import { AdminOnly } from '@/features/manage/components/admin-only';
import { FaqsPage } from '@/features/manage/content/faqs-page';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

export default function ManageFaqsRoute() {
  const { t } = useManageContentTranslation();
  return (
    <AdminOnly title={t('faqs.title')}>
      <FaqsPage />
    </AdminOnly>
  );
}
