import type { ListRewardClaimsQuerySchema } from '@ruangmain/domain/contracts/admin-rewards';
import { normalizeVoucherCode } from '@ruangmain/domain/rewards';
import { and, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { userRewards } from '../../db/schema/rewards';
import { type Paginator, toPaginator } from '../../lib/pagination';
import { matchTextOrPhone } from '../../lib/search';
import { isUsableAt } from './held-rewards.queries';
import { findRewardClaims, type RewardClaim } from './reward-claims.queries';

type Query = z.output<typeof ListRewardClaimsQuerySchema>;

/**
 * GET /api/admin/reward-claims: merchandise waiting at the counter (not handed over, not expired),
 * oldest first, found by voucher code, the customer's name or username, or phone (08… is 628…).
 */
export async function listRewardClaims(db: Db, query: Query, now: Date): Promise<Paginator<RewardClaim>> {
  const conditions: SQL[] = [isUsableAt(now)];
  if (query.search) {
    conditions.push(
      matchTextOrPhone(normalizeVoucherCode(query.search), {
        textColumns: [userRewards.voucher_code, users.name, users.username],
        phoneColumn: users.phone,
      }),
    );
  }
  const { total, claims } = await findRewardClaims(db, {
    where: and(...conditions),
    now,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return toPaginator(query.page, query.per_page, total, claims);
}
