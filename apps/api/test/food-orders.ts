import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { fnbs } from '../src/db/schema/food';
import { promos } from '../src/db/schema/pricing';
import { rewards, userRewards } from '../src/db/schema/rewards';
import { nextIp } from './accounts';

/** POST /api/book-fnb from an address of its own, so the per-IP limit stays out of the way. */
export const postFoodOrder = (app: App, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/book-fnb',
    payload: payload as object,
    headers,
    remoteAddress: nextIp(),
  });

/** A demo menu item by its name (db/seed/fnb-data.ts). */
export async function fnbNamed(db: Db, name: string) {
  const [item] = await db.select().from(fnbs).where(eq(fnbs.name, name));
  if (!item) throw new Error(`no menu item ${name}`);
  return item;
}

/** A guest's order of `lines` for table 5, as the food page sends it (spec 2 §3 "Food order"). */
export function guestFoodOrder(
  lines: ReadonlyArray<{ id: number; quantity: number }>,
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Rina Kartika',
    phone: '081234500001',
    payment_method: 'midtrans',
    table_number: '5',
    notes: '',
    fnbs: lines,
    ...overrides,
  };
}

let sequence = 0;

/** A promo of the test's own, so tests never share a counter. */
export async function insertPromo(db: Db, values: { percentage: number; usage_limit?: number | null }) {
  sequence += 1;
  const [promo] = await db
    .insert(promos)
    .values({ promo_code: `FOODTEST${process.pid % 1000}${sequence}`, usage_limit: null, ...values })
    .returning();
  if (!promo) throw new Error('no promo written');
  return promo;
}

/** A reward the customer redeemed earlier, as the rewards shop leaves it. */
export async function holdReward(db: Db, userId: number, rewardName: string, expiresInDays = 30) {
  const [reward] = await db.select().from(rewards).where(eq(rewards.name, rewardName));
  if (!reward) throw new Error(`no reward ${rewardName}`);
  sequence += 1;
  const [held] = await db
    .insert(userRewards)
    .values({
      user_id: userId,
      reward_id: reward.id,
      voucher_code: `RW-FOOD-${process.pid % 1000}-${sequence}`,
      points_spent: reward.points_required,
      expires_at: new Date(Date.now() + expiresInDays * 86_400_000),
    })
    .returning({ id: userRewards.id });
  if (!held) throw new Error('no held reward written');
  return { id: held.id, reward };
}

export async function readUserReward(db: Db, id: number) {
  const [row] = await db.select().from(userRewards).where(eq(userRewards.id, id));
  if (!row) throw new Error(`no held reward ${id}`);
  return row;
}
