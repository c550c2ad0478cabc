import type { RewardClaimSchema } from '@ruangmain/domain/contracts/admin-rewards';
import { heldRewardLabel, heldRewardState } from '@ruangmain/domain/rewards';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { rewards, userRewards } from '../../db/schema/rewards';

export type RewardClaim = z.output<typeof RewardClaimSchema>;

const staff = alias(users, 'staff');

/** Held merchandise only: the rewards the front desk hands over (spec 1 §1, §6). */
const isMerchandise = eq(rewards.type, 'free_merchandise');

/** Merchandise claims matching `where`, oldest first, with who holds them and who handed them over. */
export async function findRewardClaims(
  db: Db,
  input: { where?: SQL; now: Date; limit?: number; offset?: number },
): Promise<{ total: number; claims: RewardClaim[] }> {
  const where = input.where ? and(isMerchandise, input.where) : isMerchandise;
  const [total] = await db
    .select({ value: count() })
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.reward_id))
    .innerJoin(users, eq(users.id, userRewards.user_id))
    .where(where);
  const rows = await db
    .select({
      held: userRewards,
      reward: { id: rewards.id, name: rewards.name, image: rewards.image, effects: rewards.effects },
      customer: { id: users.id, name: users.name, username: users.username, phone: users.phone },
      staff: { id: staff.id, name: staff.name },
    })
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.reward_id))
    .innerJoin(users, eq(users.id, userRewards.user_id))
    .leftJoin(staff, eq(staff.id, userRewards.claimed_by))
    .where(where)
    .orderBy(asc(userRewards.created_at), asc(userRewards.id))
    .limit(input.limit ?? 1)
    .offset(input.offset ?? 0);
  const claims = rows.map(({ held, reward, customer, staff: collector }) => {
    const status = heldRewardState(held, input.now);
    return {
      id: held.id,
      voucher_code: held.voucher_code,
      status,
      status_label: heldRewardLabel(status, 'free_merchandise'),
      expires_at: held.expires_at,
      created_at: held.created_at,
      // A merchandise reward is used when it is handed over: used_at is when, claimed_by who.
      collected_at: held.status === 'used' ? held.used_at : null,
      collected_by: collector,
      reward: {
        id: reward.id,
        name: reward.name,
        image: reward.image,
        item: reward.effects.type === 'free_merchandise' ? reward.effects.item : reward.name,
      },
      customer,
    };
  });
  return { total: total?.value ?? 0, claims };
}
