import type { HeldReward } from '@ruangmain/domain/contracts/rewards';
import { type ReactNode, useEffect } from 'react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/state-message';
import { useHeldRewards } from '@/features/rewards/api/get-held-rewards';
import { CatalogueSection } from '@/features/rewards/components/catalogue-section';
import { HeldRewardsSection } from '@/features/rewards/components/held-rewards-section';
import { MessageBar } from '@/features/rewards/components/message-bar';
import { PointsPanel } from '@/features/rewards/components/points-panel';
import { RedeemDialogs } from '@/features/rewards/components/redeem-dialogs';
import { useApplyHeldReward } from '@/features/rewards/hooks/use-apply-held-reward';
import { useRedeemFlow } from '@/features/rewards/hooks/use-redeem-flow';
import { useTimedMessage } from '@/features/rewards/hooks/use-timed-message';
import { useSessionProfile } from '@/lib/auth/session-profile';
import { useSession } from '@/lib/auth/use-session';
import { useRewardsTranslation } from '@/lib/i18n-rewards';
import type { FreePlayApplication } from '@/lib/reward-handoff';

const NO_HELD_REWARDS: HeldReward[] = [];

type RewardsPageProps = {
  /** The page's title (the navbar's 'Rewards'). */
  title: string;
  /** Opens the booking wizard's reward booking (the route module wires it to the booking feature). */
  onFreePlay: (application: FreePlayApplication) => boolean;
};

/**
 * /profile-rewards (spec 1 §2): 'Your Reward' and 'Available Rewards' with the redeem and apply flows.
 * Visitors browse the catalogue and are asked to log in to redeem or apply.
 */
export function RewardsPage({ title, onFreePlay }: RewardsPageProps) {
  const { t } = useRewardsTranslation();
  const { user, isAuthenticated, isStaff } = useSession();
  const profile = useSessionProfile();
  const points = isAuthenticated ? (user?.total_points ?? 0) : null;
  const held = useHeldRewards({ enabled: isAuthenticated });
  const { message, show } = useTimedMessage();
  const { applyHeldReward, applyingId } = useApplyHeldReward({ onFreePlay, showMessage: show });
  const redeem = useRedeemFlow({
    isAuthenticated,
    points: points ?? 0,
    showMessage: show,
    applyHeldReward,
  });

  // spec 1 §8: a profile refresh failure is only logged; the page keeps the session's last balance.
  useEffect(() => {
    if (profile.error) console.warn('Profile refresh failed', profile.error);
  }, [profile.error]);

  // spec 1 §6: staff hold no points and are not offered the page.
  if (isStaff) {
    return (
      <RewardsFrame title={title} aside={null}>
        <EmptyState message={t('staffNotice')} />
      </RewardsFrame>
    );
  }

  return (
    <RewardsFrame title={title} aside={<PointsPanel points={points} />}>
      <MessageBar message={message} />
      <div className="space-y-14">
        <HeldRewardsSection
          isAuthenticated={isAuthenticated}
          held={held}
          applyingId={applyingId}
          onApply={(each: HeldReward) => applyHeldReward(each.id)}
        />
        <CatalogueSection
          points={points}
          held={held.data ?? NO_HELD_REWARDS}
          isHeldPending={isAuthenticated && held.isPending}
          onRedeem={redeem.start}
        />
      </div>
      <RedeemDialogs
        step={redeem.step}
        points={points ?? 0}
        isRedeeming={redeem.isRedeeming}
        isApplying={applyingId !== null}
        onConfirm={redeem.confirm}
        onClose={redeem.close}
        onUseNow={() => void redeem.applyNow()}
        onUseLater={redeem.keepForLater}
      />
    </RewardsFrame>
  );
}

/** The heading band (title, points) and the page's column; the route's Shell draws it with skeletons. */
export function RewardsFrame({
  title,
  aside,
  children,
}: {
  title: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  const { t } = useRewardsTranslation();
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title} description={t('intro')} aside={aside} />
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </>
  );
}
