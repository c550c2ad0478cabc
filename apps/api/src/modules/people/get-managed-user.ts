import type { ManagedUserDetailSchema } from '@ruangmain/domain/contracts/people';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { pointTransactions } from '../../db/schema/points';
import { rewards, userRewards } from '../../db/schema/rewards';
import { loadManagedUser, toManagedUser } from './people.queries';

/** What the detail shows of each: the most recent, enough to answer a customer at the counter. */
const RECENT = 20;

/** Who adjusted a ledger row by hand. */
const adjuster = alias(users, 'adjuster');

/** GET /api/admin/users/{id}: the account with its recent bookings, points ledger and rewards. */
export async function getManagedUser(db: Db, id: number): Promise<z.output<typeof ManagedUserDetailSchema>> {
  const user = await loadManagedUser(db, id);
  const [recentBookings, ledger, held] = await Promise.all([
    db
      .select({
        id: bookings.id,
        invoice_number: bookings.invoice_number,
        booking_type: bookings.booking_type,
        status: bookings.status,
        start_at: bookings.start_at,
        total_price: bookings.total_price,
        created_at: bookings.created_at,
      })
      .from(bookings)
      .where(eq(bookings.user_id, id))
      .orderBy(desc(bookings.created_at), desc(bookings.id))
      .limit(RECENT),
    db
      .select({
        id: pointTransactions.id,
        type: pointTransactions.type,
        points: pointTransactions.points,
        description: pointTransactions.description,
        adjusted_by_name: adjuster.name,
        created_at: pointTransactions.created_at,
      })
      .from(pointTransactions)
      .leftJoin(adjuster, eq(adjuster.id, pointTransactions.adjusted_by))
      .where(eq(pointTransactions.user_id, id))
      .orderBy(desc(pointTransactions.id))
      .limit(RECENT),
    db
      .select({
        id: userRewards.id,
        name: rewards.name,
        status: userRewards.status,
        voucher_code: userRewards.voucher_code,
        expires_at: userRewards.expires_at,
      })
      .from(userRewards)
      .innerJoin(rewards, eq(rewards.id, userRewards.reward_id))
      .where(eq(userRewards.user_id, id))
      .orderBy(desc(userRewards.id))
      .limit(RECENT),
  ]);
  return { ...toManagedUser(user), bookings: recentBookings, point_transactions: ledger, rewards: held };
}
