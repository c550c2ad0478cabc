import { isRewardSelection } from '@ruangmain/domain/food-order';
import { findHeldRewardProblem } from '@ruangmain/domain/rewards';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText, type LocalText } from '../../texts/local-text';
import { findHeldReward } from '../rewards/held-rewards.queries';

const refuse = (message: LocalText, field = 'user_reward_id', code = 'validation.reward') =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/**
 * A free-food reward the signed-in customer holds and may use now, ordered with exactly its items
 * (spec 2 §2 "Reward orders": items pre-selected, quantities fixed). Another customer's reward is
 * not found; a used or expired one, or one for play or merchandise, is refused.
 */
export async function loadFreeFoodGrant(
  db: Db,
  input: {
    userId: number;
    userRewardId: number;
    lines: ReadonlyArray<{ id: number; quantity: number }>;
    now: Date;
  },
): Promise<{ userRewardId: number }> {
  const row = await findHeldReward(db, { id: input.userRewardId, userId: input.userId });
  if (!row) throw refuse(apiText('reward.heldNotFound'), 'user_reward_id', 'validation.exists');
  const problem = findHeldRewardProblem(row.held, input.now);
  if (problem) throw refuse(fromDomainText(problem));
  const { effects } = row.reward;
  if (effects.type !== 'free_fnb') throw refuse(apiText('food.rewardNotFood'));
  const granted = effects.fnbs.map((line) => ({ id: line.fnb_id, quantity: line.quantity }));
  if (!isRewardSelection(input.lines, granted)) {
    throw refuse(apiText('foodOrder.rewardItemsLocked'), 'fnbs', 'validation.reward_items');
  }
  return { userRewardId: row.held.id };
}
