import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { startRewardBooking } from '@/features/booking/state/start-reward-booking';
import { rewardsQueryOptions } from '@/features/rewards/api/get-rewards';
import { RewardsFrame, RewardsPage } from '@/features/rewards/components/rewards-page';
import { RewardsBodySkeleton } from '@/features/rewards/components/rewards-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /profile-rewards and its alias /profile/rewards (spec 1 §2): the rewards page. A free-play reward's
 * "Use Now" or "Apply" opens the booking wizard's reward booking, which this module hands over.
 */
export default function ProfileRewardsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.rewards'));
  return <RewardsPage title={t('pages.rewards')} onFreePlay={startRewardBooking} />;
}

/**
 * The prerendered first paint (docs/decisions/0018): the page's frame with skeletons, until the browser
 * says who is logged in (a visitor browses the catalogue, a customer also sees points and held rewards).
 */
export function Shell() {
  const { t } = useTranslation();
  return (
    <RewardsFrame title={t('pages.rewards')} aside={<Skeleton className="h-48 rounded-3xl" />}>
      <RewardsBodySkeleton />
    </RewardsFrame>
  );
}

/** The catalogue, preloaded with the document (app/route-table.ts); the held rewards need the session. */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(rewardsQueryOptions());
