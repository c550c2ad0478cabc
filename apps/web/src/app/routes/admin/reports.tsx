import { AdminOnly } from '@/features/manage/components/admin-only';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { useReportsTranslation } from '@/lib/i18n-reports';

/** /admin/reports: admins only (the front desk is told so; the API answers it 403 too). */
export default function AdminReportsRoute() {
  const { t } = useReportsTranslation();
  return (
    <AdminOnly title={t('title')}>
      <ManageFrame title={t('title')} text={t('text')}>
        <ReportsPage />
      </ManageFrame>
    </AdminOnly>
  );
}
