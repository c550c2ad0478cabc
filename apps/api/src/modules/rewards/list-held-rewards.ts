import type { HeldRewardSchema } from '@ruangmain/domain/contracts/rewards';
import { heldRewardLabel, heldRewardState } from '@ruangmain/domain/rewards';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rewards, userRewards } from '../../db/schema/rewards';

const HELD_LIMIT = 200;

/**
 * GET /api/customer/my-rewards: the caller's held rewards, newest first (spec 1 §2 'Your Reward'),
 * each with its state by the clock: past its expiry a reward shows expired (docs/decisions/0017).
 */
export async function listHeldRewards(
  db: Db,
  input: { userId: number; now: Date },
): Promise<Array<z.output<typeof HeldRewardSchema>>> {
  const rows = await db
    .select({
      held: userRewards,
      reward: {
        id: rewards.id,
        name: rewards.name,
        description: rewards.description,
        image: rewards.image,
        type: rewards.type,
        points_required: rewards.points_required,
      },
    })
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.reward_id))
    .where(eq(userRewards.user_id, input.userId))
    .orderBy(desc(userRewards.created_at), desc(userRewards.id))
    .limit(HELD_LIMIT);
  return rows.map(({ held, reward }) => {
    const status = heldRewardState(held, input.now);
    return {
      id: held.id,
      reward_id: held.reward_id,
      status,
      status_label: heldRewardLabel(status, reward.type),
      voucher_code: held.voucher_code,
      used_at: held.used_at,
      expires_at: held.expires_at,
      created_at: held.created_at,
      reward,
    };
  });
}
