import type { Reward } from '@ruangmain/domain/contracts/catalogue';
import { canRedeem, rewardCategory } from '@ruangmain/domain/rewards';
import { clsx } from 'clsx';
import { Coins } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RewardImage } from '@/features/rewards/components/reward-image';
import { useRewardsTranslation } from '@/lib/i18n-rewards';

type RewardCardProps = {
  reward: Reward;
  /** The customer's balance; null for a visitor, who is asked to log in on Redeem. */
  points: number | null;
  onRedeem: (reward: Reward) => void;
};

/**
 * A reward of the catalogue (spec 1 §2, §5): too few points turn the figure to the error colour and the
 * button to a disabled 'Not enough points'.
 */
export function RewardCard({ reward, points, onRedeem }: RewardCardProps) {
  const { t } = useRewardsTranslation();
  const isShort = points !== null && !canRedeem(points, reward.points_required);
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
      <div className="relative">
        <RewardImage image={reward.image} className="aspect-[3/2] w-full" />
        <span className="absolute top-3 left-3 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-bold text-fg shadow-sm backdrop-blur">
          {rewardCategory(reward.type)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold tracking-tight">{reward.name}</h3>
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-muted">{reward.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p
            className={clsx(
              'inline-flex items-center gap-1.5 text-base font-extrabold tabular-nums',
              isShort ? 'text-danger' : 'text-accent-text',
            )}
            data-testid="reward-points"
          >
            <Coins aria-hidden className="size-4.5" />
            {t('catalogue.points', { count: reward.points_required })}
          </p>
          {reward.stock !== null && (
            <p className="text-xs font-semibold text-muted">
              {t('catalogue.stockLeft', { count: reward.stock })}
            </p>
          )}
        </div>
        <Button
          className="mt-4"
          fullWidth
          variant={isShort ? 'outline' : 'primary'}
          disabled={isShort}
          onClick={() => onRedeem(reward)}
        >
          {isShort ? t('catalogue.notEnough') : t('catalogue.redeem')}
        </Button>
      </div>
    </li>
  );
}
