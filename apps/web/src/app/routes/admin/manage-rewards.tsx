import { AdminOnly } from '@/features/manage/components/admin-only';
import { RewardsPage } from '@/features/manage/pricing/rewards-page';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

export default function ManageRewardsRoute() {
  const { t } = useManagePricingTranslation();
  return (
    <AdminOnly title={t('rewards.title')}>
      <RewardsPage />
    </AdminOnly>
  );
}
