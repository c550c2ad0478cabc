import { randomInt } from 'node:crypto';
import type { RedeemRewardResponseSchema } from '@ruangmain/domain/contracts/rewards';
import type { PickIndex } from '@ruangmain/domain/invoice';
import { generateVoucherCode, rewardExpiry } from '@ruangmain/domain/rewards';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rewards, userRewards } from '../../db/schema/rewards';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';
import { noticeClaimWaiting } from '../notices/booking-notices';
import { insertLedgerEntry, spendPoints } from '../points/points-ledger';

type Reward = typeof rewards.$inferSelect;
type RedeemResult = z.output<typeof RedeemRewardResponseSchema>;

const VOUCHER_ATTEMPTS = 5;

const refuse = (message: LocalText) =>
  new AppError('validation', message, { errors: { reward: ['validation.reward'] } });

/**
 * POST /api/customer/rewards/{id}/redeem (spec 1 §4 "Redeem flow"): in one transaction the reward's
 * points are taken by a guarded statement (never below 0), a unit of a limited stock likewise, a
 * ledger row records the spend, and the customer holds the reward with a voucher code until its
 * validity runs out. Concurrent redeems can neither overdraw the balance nor the stock
 * (../shared/DESIGN.md "Limited counters").
 */
export async function redeemReward(
  db: Db,
  input: { userId: number; rewardId: number; now: Date; pickIndex?: PickIndex },
): Promise<RedeemResult> {
  const [reward] = await db.select().from(rewards).where(eq(rewards.id, input.rewardId));
  if (!reward) throw new AppError('not_found', apiText('reward.rewardNotFound'));
  if (!reward.is_active) throw refuse(apiText('reward.inactive'));
  if (reward.stock === 0) throw refuse(apiText('reward.outOfStock'));

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const balance = await spendPoints(tx, input.userId, reward.points_required);
    if (balance === null) throw refuse(apiText('reward.notEnoughPoints'));
    if (reward.stock !== null) await takeStock(tx, reward.id);
    const expiresAt = rewardExpiry(input.now, reward.validity_days);
    const held = await insertHeldReward(tx, reward, { ...input, expiresAt });
    await insertLedgerEntry(tx, {
      user_id: input.userId,
      type: 'debit',
      points: reward.points_required,
      description: `Redeemed reward ${reward.name}`,
      user_reward_id: held.id,
    });
    // Merchandise waits at the desk to be handed over: the bell tells staff.
    if (reward.type === 'free_merchandise') await noticeClaimWaiting(tx, held);
    return {
      id: held.id,
      user_reward_id: held.id,
      reward_id: reward.id,
      type: reward.type,
      voucher_code: held.voucher_code,
      expires_at: expiresAt,
      points_spent: reward.points_required,
      total_points: balance,
      data: { id: held.id, type: reward.type },
    };
  });
}

/** One of a limited stock, taken only while some is left and the reward is still offered. */
async function takeStock(tx: Db, rewardId: number): Promise<void> {
  const taken = await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - 1` })
    .where(and(eq(rewards.id, rewardId), eq(rewards.is_active, true), gt(rewards.stock, 0)))
    .returning({ id: rewards.id });
  if (taken.length === 0) throw refuse(apiText('reward.outOfStock'));
}

/** The held reward with a fresh voucher code; a clash with an existing code (rare) takes another. */
async function insertHeldReward(
  tx: Db,
  reward: Reward,
  input: { userId: number; expiresAt: Date; pickIndex?: PickIndex },
) {
  for (let attempt = 1; attempt <= VOUCHER_ATTEMPTS; attempt += 1) {
    const [held] = await tx
      .insert(userRewards)
      .values({
        user_id: input.userId,
        reward_id: reward.id,
        voucher_code: generateVoucherCode(input.pickIndex ?? randomInt),
        points_spent: reward.points_required,
        expires_at: input.expiresAt,
      })
      .onConflictDoNothing({ target: userRewards.voucher_code })
      .returning({ id: userRewards.id, voucher_code: userRewards.voucher_code });
    if (held) return held;
  }
  throw new Error(`no free voucher code after ${VOUCHER_ATTEMPTS} attempts`);
}
