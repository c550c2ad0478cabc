import { AdminOnly } from '@/features/manage/components/admin-only';
import { ChargesPage } from '@/features/manage/pricing/charges-page';
import { useManagePricingTranslation } from '@/lib/i18n-manage-pricing';

export default function ManageTaxesRoute() {
  const { t } = useManagePricingTranslation();
  return (
    <AdminOnly title={t('charges.title')}>
      <ChargesPage />
    </AdminOnly>
  );
}
