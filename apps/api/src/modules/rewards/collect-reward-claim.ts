import { findHeldRewardProblem, REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRewards } from '../../db/schema/rewards';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { findHeldReward, useHeldReward } from './held-rewards.queries';
import { findRewardClaims, type RewardClaim } from './reward-claims.queries';

/**
 * POST /api/admin/reward-claims/{id}/collect: staff hand a merchandise reward over (spec 1 §1, §6).
 * One guarded statement marks it collected with the staff member and the time, so of two desks
 * collecting the same voucher one wins; the other, and any later try, is refused (409). The audit
 * trail records the hand-over in the same transaction.
 */
export async function collectRewardClaim(
  db: Db,
  input: { id: number; actor: AuditActor; now: Date },
): Promise<RewardClaim> {
  const row = await findHeldReward(db, { id: input.id });
  if (row?.reward.type !== 'free_merchandise') {
    throw new AppError('not_found', apiText('reward.claimNotFound'));
  }
  const problem = findHeldRewardProblem(row.held, input.now);
  if (problem === REWARD_MESSAGES.used) throw new AppError('conflict', apiText('reward.collected'));
  if (problem)
    throw new AppError('validation', fromDomainText(problem), { errors: { id: ['validation.reward'] } });
  const collected = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const used = await useHeldReward(tx, {
      id: row.held.id,
      userId: row.held.user_id,
      now: input.now,
      by: input.actor.id,
    });
    if (used) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'reward_claim.collect',
        subject: { type: 'user_reward', id: row.held.id, label: row.held.voucher_code },
        before: { status: row.held.status, collected_by: null },
        after: { status: 'used', collected_by: input.actor.id, collected_at: input.now.toISOString() },
      });
    }
    return used;
  });
  if (!collected) throw new AppError('conflict', apiText('reward.collected'));
  const { claims } = await findRewardClaims(db, { where: eq(userRewards.id, row.held.id), now: input.now });
  const [claim] = claims;
  if (!claim) throw new Error(`reward claim ${row.held.id} vanished after its collection`);
  return claim;
}
