import { AdminOnly } from '@/features/manage/components/admin-only';
import { TeamPage } from '@/features/manage/people/components/team-page';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

export default function ManageStaffRoute() {
  const { t } = useManagePeopleTranslation();
  return (
    <AdminOnly title={t('team.title')}>
      <TeamPage />
    </AdminOnly>
  );
}
