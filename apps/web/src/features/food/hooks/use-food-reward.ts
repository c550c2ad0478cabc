import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useFoodTranslation } from '@/lib/i18n-food';
import {
  clearFnbReward,
  type FreeFnbApplication,
  type RewardNavigationState,
  readFnbReward,
} from '@/lib/reward-handoff';
import { toast } from '@/lib/toast';

export type FoodReward = FreeFnbApplication;

/**
 * What the page arrived with (apps/web/README.md "Rewards hand-off"): the reward in the navigation state
 * of spec 1 §4, else the one kept under sessionStorage 'fnb_reward' (a reload). Navigation state that
 * says it comes from a reward but holds no usable free-food reward is invalid (spec 2 §2 "Redirects").
 */
function readArrival(state: unknown): { reward: FoodReward | null; isInvalid: boolean } {
  const arrival = state as Partial<RewardNavigationState> | null;
  if (arrival?.fromReward) {
    const data = arrival.rewardData;
    const isUsable =
      data?.type === 'free_fnb' &&
      data.user_reward_id > 0 &&
      Array.isArray(data.items) &&
      data.items.length > 0;
    return isUsable ? { reward: data, isInvalid: false } : { reward: null, isInvalid: true };
  }
  return { reward: readFnbReward(), isInvalid: false };
}

/**
 * The free-food reward this visit orders with, if any (spec 2 §2 "Reward orders"), announced once with
 * 'Free F&B reward applied! You have {n} free item(s).'. `forget` drops it: its order was placed, or the
 * customer orders without it. A prerendered page shows the menu every visitor sees until it is hydrated
 * (docs/decisions/0025): the reward, kept in this tab, comes after.
 */
export function useFoodReward() {
  const { t } = useFoodTranslation();
  const location = useLocation();
  const isHydrated = useIsHydrated();
  const [arrival, setArrival] = useState(() => readArrival(location.state));
  const announced = useRef<number | null>(null);
  const reward = isHydrated ? arrival.reward : null;

  useEffect(() => {
    if (!reward || announced.current === reward.user_reward_id) return;
    announced.current = reward.user_reward_id;
    const count = reward.items.reduce((sum, item) => sum + item.quantity, 0);
    toast.success(t('toasts.rewardApplied', { count }));
  }, [reward, t]);

  const forget = () => {
    clearFnbReward();
    setArrival({ reward: null, isInvalid: false });
  };

  return { reward, isInvalid: isHydrated && arrival.isInvalid, forget };
}
