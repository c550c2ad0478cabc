import { AdminOnly } from '@/features/manage/components/admin-only';
import { CustomersPage } from '@/features/manage/people/components/customers-page';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

export default function ManageCustomersRoute() {
  const { t } = useManagePeopleTranslation();
  return (
    <AdminOnly title={t('customers.title')}>
      <CustomersPage />
    </AdminOnly>
  );
}
