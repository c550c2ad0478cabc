import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminOnly } from '@/features/manage/components/admin-only';
import { VenuePage } from '@/features/manage/content/venue-page';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

// The home page's own pricelist, as the preview: the same component, so what the admin sees is what
// customers see (composed here: features do not import each other).
const PricelistTable = lazy(() => import('@/features/catalogue/components/pricelist-table'));

export default function ManageVenueRoute() {
  const { t } = useManageContentTranslation();
  return (
    <AdminOnly title={t('venue.title')}>
      <VenuePage
        pricelist={
          <Suspense fallback={<Skeleton className="h-64 rounded-3xl" />}>
            <PricelistTable />
          </Suspense>
        }
      />
    </AdminOnly>
  );
}
