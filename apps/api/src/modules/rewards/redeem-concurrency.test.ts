import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPoints } from '../../../test/bookings';
import { insertCustomers, insertReward, redeemReward } from '../../../test/rewards';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { pointTransactions } from '../../db/schema/points';
import { rewards, userRewards } from '../../db/schema/rewards';

const AT_ONCE = 20;

/**
 * ../shared/DESIGN.md "Limited counters": points and reward stock change only by guarded statements,
 * so redeems sent all at once can overdraw neither. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the redeems really run in parallel transactions.
 */
describe(`${AT_ONCE} redeems at once`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  const countBy = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  it('by one customer with points for exactly 2: 2 held, 2 debits, the balance exactly what is left', async () => {
    const reward = await insertReward(ctx.db, { points_required: 45, stock: null });
    const [customer] = await insertCustomers(ctx.db, 1, 2 * 45 + 44);
    if (!customer) throw new Error('no customer');

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => redeemReward(ctx.app, customer.auth, reward.id)),
    );
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 201: 2, 422: AT_ONCE - 2 });
    for (const answer of answers.filter((each) => each.statusCode === 422))
      expect(answer.json().message).toBe(REWARD_MESSAGES.notEnoughPoints);

    const { balance, ledger } = await readPoints(ctx.db, customer.userId);
    expect(balance).toBe(44);
    expect(ledger.map((entry) => [entry.type, entry.points])).toEqual([
      ['debit', 45],
      ['debit', 45],
    ]);
    const held = await ctx.db.select().from(userRewards).where(eq(userRewards.user_id, customer.userId));
    expect(held).toHaveLength(2);
    expect(new Set(ledger.map((entry) => entry.user_reward_id))).toEqual(new Set(held.map((row) => row.id)));
  });

  it(`of a reward with a stock of 3 by ${AT_ONCE} customers: exactly 3 held, and the others keep their points`, async () => {
    const reward = await insertReward(ctx.db, { points_required: 30, stock: 3 });
    const customers = await insertCustomers(ctx.db, AT_ONCE, 100);

    const answers = await Promise.all(
      customers.map((customer) => redeemReward(ctx.app, customer.auth, reward.id)),
    );
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual({ 201: 3, 422: AT_ONCE - 3 });
    for (const answer of answers.filter((each) => each.statusCode === 422))
      expect(answer.json().message).toBe(REWARD_MESSAGES.outOfStock);

    const [after] = await ctx.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(after?.stock).toBe(0);
    const held = await ctx.db.select().from(userRewards).where(eq(userRewards.reward_id, reward.id));
    expect(held).toHaveLength(3);
    const debits = await ctx.db.select().from(pointTransactions);
    expect(debits.filter((entry) => held.some((row) => row.id === entry.user_reward_id))).toHaveLength(3);

    const balances = await Promise.all(
      customers.map(async (customer) => (await readPoints(ctx.db, customer.userId)).balance),
    );
    expect(countBy(balances)).toEqual({ 70: 3, 100: AT_ONCE - 3 });
  });
});
