import { findHeldRewardProblem } from '@ruangmain/domain/rewards';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewards, userRewards } from '../../db/schema/rewards';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';

/**
 * A held reward's row with its reward, whoever holds it: the customer's own (`userId`), or any for
 * staff. Undefined when there is none.
 */
export async function findHeldReward(db: Db, input: { id: number; userId?: number }) {
  const [row] = await db
    .select({ held: userRewards, reward: rewards })
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.reward_id))
    .where(
      input.userId === undefined
        ? eq(userRewards.id, input.id)
        : and(eq(userRewards.id, input.id), eq(userRewards.user_id, input.userId)),
    );
  return row;
}

export type HeldRewardRow = NonNullable<Awaited<ReturnType<typeof findHeldReward>>>;

/**
 * The customer's own held reward if it may be used now (packages/domain rewards: available and not
 * expired); another customer's is not found (404), a used or expired one is refused (422).
 */
export async function loadUsableHeldReward(
  db: Db,
  input: { id: number; userId: number; now: Date },
): Promise<HeldRewardRow> {
  const row = await findHeldReward(db, input);
  if (!row) throw new AppError('not_found', apiText('reward.heldNotFound'));
  const problem = findHeldRewardProblem(row.held, input.now);
  if (problem)
    throw new AppError('validation', fromDomainText(problem), {
      errors: { user_reward_id: ['validation.reward'] },
    });
  return row;
}

/** The same rule in SQL, for guarded statements: available and not yet at its expiry. */
export const isUsableAt = (now: Date): SQL =>
  and(eq(userRewards.status, 'available'), gt(userRewards.expires_at, now)) as SQL;

/**
 * Uses a held reward up inside the transaction of the booking or order that uses it: one guarded
 * statement, so of two racing for it one wins; false for the loser (or when it is no longer usable).
 */
export async function useHeldReward(
  tx: Pick<Db, 'update'>,
  input: { id: number; userId: number; now: Date; by?: number },
): Promise<boolean> {
  const used = await tx
    .update(userRewards)
    .set({ status: 'used', used_at: input.now, ...(input.by ? { claimed_by: input.by } : {}) })
    .where(and(eq(userRewards.id, input.id), eq(userRewards.user_id, input.userId), isUsableAt(input.now)))
    .returning({ id: userRewards.id });
  return used.length > 0;
}
