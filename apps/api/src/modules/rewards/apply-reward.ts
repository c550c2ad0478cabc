import type {
  ApplyRewardResponseSchema,
  FreeFnbApplicationSchema,
  FreePlayApplicationSchema,
} from '@ruangmain/domain/contracts/rewards';
import { rewardAppliedMessage, rewardPriceAdjustment } from '@ruangmain/domain/rewards';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fnbs } from '../../db/schema/food';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';
import { listPublicUnits } from '../catalogue/catalogue.queries';
import { type HeldRewardRow, loadUsableHeldReward } from './held-rewards.queries';

type FreePlayEffects = Extract<HeldRewardRow['reward']['effects'], { type: 'free_play' }>;
type FreeFnbEffects = Extract<HeldRewardRow['reward']['effects'], { type: 'free_fnb' }>;

const refuse = (message: LocalText) =>
  new AppError('validation', message, { errors: { user_reward_id: ['validation.reward'] } });

/**
 * POST /api/customer/rewards-apply/{id}/apply (spec 1 §4 "Apply flow"): where the caller's usable
 * reward is spent and what it brings there. Applying uses nothing up: the booking or food order that
 * carries `user_reward_id` does, once. Merchandise is handed over by staff, never applied online.
 */
export async function applyReward(
  db: Db,
  input: { id: number; userId: number; now: Date },
): Promise<z.output<typeof ApplyRewardResponseSchema>> {
  const row = await loadUsableHeldReward(db, input);
  const { reward } = row;
  const details = { name: reward.name, description: reward.description, effects: reward.effects };
  switch (reward.effects.type) {
    case 'free_play':
      return applyFreePlay(db, row.held.id, details, reward.effects);
    case 'free_fnb':
      return applyFreeFnb(db, row.held.id, details, reward.effects);
    case 'free_merchandise':
      throw refuse(apiText('reward.merchandiseNotApplicable'));
  }
}

type Details = { name: string; description: string; effects: HeldRewardRow['reward']['effects'] };

/** The wizard opens at step 2 with the reward's unit, room, consoles, people and hours locked (spec 2 §4). */
async function applyFreePlay(
  db: Db,
  userRewardId: number,
  details: Details,
  effects: FreePlayEffects,
): Promise<z.output<typeof FreePlayApplicationSchema>> {
  const [unit] = await listPublicUnits(db, { unitId: effects.unit_id });
  if (!unit) throw refuse(apiText('reward.unitUnavailable'));
  const consoles = unit.consoles.map(({ id, name }) => ({ id, name }));
  const hours = effects.duration_hours;
  return {
    type: 'free_play',
    redirect_to: '/rent',
    user_reward_id: userRewardId,
    reward_details: {
      ...details,
      unit: {
        id: unit.id,
        name: unit.name,
        room: { id: unit.room.id, name: unit.room.name },
        console: consoles[0] ?? null,
      },
    },
    booking_preset: {
      unit_id: unit.id,
      room_id: unit.room.id,
      duration_hours: hours,
      total_visitors: Math.min(effects.total_visitors ?? unit.room.max_visitors, unit.room.max_visitors),
      consoles,
    },
    price_adjustment: {
      ...rewardPriceAdjustment({ sessionPrice: unit.price_per_hour * hours, items: [] }),
      message: rewardAppliedMessage({ type: 'free_play', hours, unitName: unit.name }),
    },
  };
}

/** The food page opens with the reward's items, free and fixed (spec 2 §2 "Reward orders"). */
async function applyFreeFnb(
  db: Db,
  userRewardId: number,
  details: Details,
  effects: FreeFnbEffects,
): Promise<z.output<typeof FreeFnbApplicationSchema>> {
  const quantities = new Map(effects.fnbs.map((line) => [line.fnb_id, line.quantity]));
  const menu =
    quantities.size === 0
      ? []
      : await db
          .select({
            id: fnbs.id,
            name: fnbs.name,
            description: fnbs.description,
            image: fnbs.image,
            price: fnbs.price,
            is_available: fnbs.is_available,
          })
          .from(fnbs)
          .where(inArray(fnbs.id, [...quantities.keys()]));
  const items = menu.map((item) => ({ ...item, quantity: quantities.get(item.id) ?? 0 }));
  if (items.length === 0) throw refuse(apiText('reward.foodOffMenu'));
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    type: 'free_fnb',
    redirect_to: '/food-drinks',
    user_reward_id: userRewardId,
    reward_details: details,
    items,
    price_adjustment: {
      ...rewardPriceAdjustment({ sessionPrice: 0, items }),
      message: rewardAppliedMessage({ type: 'free_fnb', itemCount }),
    },
  };
}
