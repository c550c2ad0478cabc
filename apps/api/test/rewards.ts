import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { rewards } from '../src/db/schema/rewards';
import { createSession } from '../src/modules/auth/sessions';

/** A demo reward by its name (db/seed/rewards-data.ts). */
export async function rewardNamed(db: Db, name: string) {
  const [reward] = await db.select().from(rewards).where(eq(rewards.name, name));
  if (!reward) throw new Error(`no reward ${name}`);
  return reward;
}

/** Sets a customer's balance, as if earned (the ledger is not what these tests look at). */
export async function setPoints(db: Db, userId: number, points: number): Promise<void> {
  await db.update(users).set({ total_points: points }).where(eq(users.id, userId));
}

export const redeemReward = (app: App, headers: Record<string, string>, rewardId: number | string) =>
  app.inject({ method: 'POST', url: `/api/customer/rewards/${rewardId}/redeem`, headers });

export const applyReward = (app: App, headers: Record<string, string>, userRewardId: number | string) =>
  app.inject({ method: 'POST', url: `/api/customer/rewards-apply/${userRewardId}/apply`, headers });

export const listHeldRewards = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/customer/my-rewards', headers });

let customerSequence = 0;

/**
 * Active customers holding `points`, each signed in, written straight to the database: many at once
 * without the registration's hashing and rate limits (what concurrency tests need).
 */
export async function insertCustomers(db: Db, count: number, points: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      customerSequence += 1;
      const suffix = `${process.pid % 1000}${customerSequence}`.padStart(7, '0').slice(-7);
      const [user] = await db
        .insert(users)
        .values({
          name: 'Pelanggan Setia',
          username: `setia_${suffix}`,
          phone: `62811${suffix}`,
          password_hash: 'not-a-password',
          status: 'active',
          total_points: points,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('no customer written');
      const { token } = await createSession(db, { userId: user.id, remember: false });
      return { userId: user.id, auth: { authorization: `Bearer ${token}` } };
    }),
  );
}

/** A reward of the venue's own, for tests that must not share the demo rewards' stock. */
export async function insertReward(db: Db, values: { points_required: number; stock: number | null }) {
  customerSequence += 1;
  const [reward] = await db
    .insert(rewards)
    .values({
      name: `Stiker RuangMain ${customerSequence}`,
      type: 'free_merchandise',
      effects: { type: 'free_merchandise', item: 'Stiker RuangMain' },
      ...values,
    })
    .returning();
  if (!reward) throw new Error('no reward written');
  return reward;
}
