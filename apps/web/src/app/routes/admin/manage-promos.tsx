import { AdminOnly } from '@/features/manage/components/admin-only';
import { PromosPage } from '@/features/manage/pricing/promos-page';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

export default function ManagePromosRoute() {
  const { t } = useManagePricingTranslation();
  return (
    <AdminOnly title={t('promos.title')}>
      <PromosPage />
    </AdminOnly>
  );
}
