import { AdminOnly } from '@/features/manage/components/admin-only';
import { ReviewsPage } from '@/features/manage/people/components/reviews-page';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

export default function ManageReviewsRoute() {
  const { t } = useManagePeopleTranslation();
  return (
    <AdminOnly title={t('reviews.title')}>
      <ReviewsPage />
    </AdminOnly>
  );
}
