import { Gift } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FoodReward } from '@/features/food/hooks/use-food-reward';
import { useFoodTranslation } from '@/lib/i18n-food';

/** A reward order's banner (spec 2 §2 "Reward orders"), with a way to order without the reward. */
export function RewardBanner({ reward, onDrop }: { reward: FoodReward; onDrop: () => void }) {
  const { t } = useFoodTranslation();
  return (
    <section
      aria-label={t('reward.title', { name: reward.reward_details.name })}
      className="flex flex-col gap-3 rounded-3xl border border-success/30 bg-success/10 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-success/15 text-success">
        <Gift aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-extrabold tracking-tight">
          {t('reward.title', { name: reward.reward_details.name })}
        </h2>
        <p className="text-sm text-muted">{t('reward.text')}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onDrop} className="self-start sm:self-center">
        {t('reward.drop')}
      </Button>
    </section>
  );
}
