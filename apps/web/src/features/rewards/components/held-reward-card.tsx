import type { HeldReward } from '@ruangmain/domain/contracts/rewards';
import { clsx } from 'clsx';
import { CalendarClock, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RewardImage } from '@/features/rewards/components/reward-image';
import { VoucherCode } from '@/features/rewards/components/voucher-code';
import type { HeldRewardView } from '@/features/rewards/utils/reward-lists';
import { useRewardsTranslation } from '@/lib/i18n-rewards';

type HeldRewardCardProps = {
  held: HeldReward;
  view: HeldRewardView;
  isApplying: boolean;
  onApply: (held: HeldReward) => void;
};

const BADGE_TONES: Record<HeldRewardView['state'], string> = {
  available: 'bg-success/12 text-success',
  used: 'bg-surface-2 text-muted',
  expired: 'bg-danger/10 text-danger',
};

/**
 * A held reward (spec 1 §2 'Your Reward', §4 "User reward"): its state, voucher code and days left.
 * Used and expired ones are greyed out; merchandise waits as 'Pending Claim' for the front desk.
 */
export function HeldRewardCard({ held, view, isApplying, onApply }: HeldRewardCardProps) {
  const { t } = useRewardsTranslation();
  const isPendingClaim = view.isMerchandise && view.state === 'available';
  return (
    <li
      className={clsx(
        'flex flex-col rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5',
        view.isInactive && 'opacity-60 grayscale',
      )}
      data-testid="held-reward"
      data-state={view.state}
    >
      <div className="flex items-start gap-4">
        <RewardImage image={held.reward.image} className="size-16 shrink-0 rounded-2xl sm:size-20" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-bold leading-snug tracking-tight">{held.reward.name}</h3>
            <span
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-bold',
                isPendingClaim ? 'bg-accent/15 text-accent-text' : BADGE_TONES[view.state],
              )}
              data-testid="held-reward-label"
            >
              {view.label}
            </span>
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-muted">{held.reward.description}</p>
        </div>
      </div>
      <VoucherCode code={held.voucher_code} label={t('held.voucher')} className="mt-4" />
      <p className="mt-3 flex items-center gap-1.5 text-sm text-muted">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        {view.state === 'available' ? (
          <span>
            <span className="font-semibold text-fg">{t('held.daysLeft', { count: view.daysLeft })}</span>
            {' · '}
            {t('held.validUntil', { date: view.expiresOn })}
          </span>
        ) : view.state === 'expired' ? (
          t('held.expiredOn', { date: view.expiresOn })
        ) : (
          view.usedOn && t('held.usedOn', { date: view.usedOn })
        )}
      </p>
      {isPendingClaim && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-fg">
          <Store aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-text" />
          {t('held.collectNote')}
        </p>
      )}
      <div className="mt-auto pt-4">
        <Button
          fullWidth
          variant={view.canApply ? 'primary' : 'outline'}
          disabled={!view.canApply || isApplying}
          onClick={() => onApply(held)}
        >
          {isApplying ? t('held.applying') : isPendingClaim ? view.label : t('held.apply')}
        </Button>
      </div>
    </li>
  );
}
