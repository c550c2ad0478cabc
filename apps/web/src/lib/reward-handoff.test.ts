import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearFnbReward,
  FNB_REWARD_STORAGE_KEY,
  type FreeFnbApplication,
  readFnbReward,
  rewardNavigationState,
  storeFnbReward,
} from '@/lib/reward-handoff';

const APPLICATION: FreeFnbApplication = {
  type: 'free_fnb',
  redirect_to: '/food-drinks',
  user_reward_id: 12,
  reward_details: {
    name: 'Free Es Teh Manis',
    description: 'Satu gelas Es Teh Manis gratis.',
    effects: { type: 'free_fnb', fnbs: [{ fnb_id: 4, quantity: 1 }] },
  },
  items: [
    {
      id: 4,
      name: 'Es Teh Manis',
      description: '',
      image: null,
      price: 8_000,
      quantity: 1,
      is_available: true,
    },
  ],
  price_adjustment: {
    original_session_price: 0,
    original_fnb_price: 8_000,
    discount_amount: 8_000,
    final_session_price: 0,
    final_fnb_price: 0,
    message: 'Free F&B reward applied! You have 1 free item(s).',
  },
};

/** sessionStorage as the browser gives it, for this node test. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the free-food reward hand-off (sessionStorage fnb_reward)', () => {
  beforeEach(() => {
    Object.assign(globalThis, { window: { sessionStorage: fakeSessionStorage() } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('keeps the apply answer under fnb_reward and reads it back', () => {
    storeFnbReward(APPLICATION);
    expect(JSON.parse(window.sessionStorage.getItem(FNB_REWARD_STORAGE_KEY) ?? '')).toEqual(APPLICATION);
    expect(readFnbReward()).toEqual(APPLICATION);
    clearFnbReward();
    expect(readFnbReward()).toBeNull();
  });

  it.each<[string, string]>([
    ['unreadable JSON', '{'],
    ['a free-play answer', JSON.stringify({ ...APPLICATION, type: 'free_play' })],
    ['no reward id', JSON.stringify({ ...APPLICATION, user_reward_id: 0 })],
    ['no items', JSON.stringify({ ...APPLICATION, items: undefined })],
  ])('reads nothing from %s', (_name, stored) => {
    window.sessionStorage.setItem(FNB_REWARD_STORAGE_KEY, stored);
    expect(readFnbReward()).toBeNull();
  });

  it('reads nothing where storage is refused', () => {
    Object.assign(globalThis, { window: {} });
    expect(() => storeFnbReward(APPLICATION)).not.toThrow();
    expect(readFnbReward()).toBeNull();
  });

  it('carries the reward and the from-reward flag in the navigation state (spec 1 §4)', () => {
    expect(rewardNavigationState(APPLICATION)).toEqual({ rewardData: APPLICATION, fromReward: true });
  });
});
