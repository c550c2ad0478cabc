import { RotateCcw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PointsCard } from '@/features/profile/components/points-card';
import { useProfileTranslation } from '@/lib/i18n-profile';

/**
 * Placeholder of the profile page while the first profile load runs, and its first paint: the points
 * card's frame and texts are the same for every customer, only the balance waits.
 */
export function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-2xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-48" />
          </div>
        </div>
        <PointsCard />
      </div>
      <div className="space-y-6">
        <Skeleton className="h-96 rounded-3xl" />
        <Skeleton className="h-80 rounded-3xl" />
      </div>
    </div>
  );
}

/** The first profile load failed and there is no saved user to show. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useProfileTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10">
      <Alert tone="error" className="w-full">
        {t('loadError')}
      </Alert>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        {t('retry')}
      </Button>
    </div>
  );
}
