import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPoints } from '../../../test/bookings';
import { adminCall, countStatuses, insertAdmin } from '../../../test/people';
import { insertCustomers } from '../../../test/rewards';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';

const AT_ONCE = 20;

/**
 * ../shared/DESIGN.md "Limited counters": a points adjustment and the last admin are decided by the
 * database (one guarded statement; a lock on the active admins' rows), so calls sent all at once can
 * neither overdraw a balance nor leave the venue without an admin. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL, where the calls really run in parallel transactions.
 */
describe('people, at once', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  const activeAdmins = () =>
    ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));

  it(`${AT_ONCE} adjustments of -10 on a balance of 100: exactly 10 succeed, the balance is 0, the ledger sums`, async () => {
    const admin = await insertAdmin(ctx.db);
    const [customer] = await insertCustomers(ctx.db, 1, 100);
    if (!customer) throw new Error('no customer');

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        adminCall(ctx.app, admin.auth, 'POST', `/users/${customer.userId}/points`, {
          points: -10,
          reason: `Correction ${index}`,
        }),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 200: 10, 422: AT_ONCE - 10 });
    const { balance, ledger } = await readPoints(ctx.db, customer.userId);
    expect(balance).toBe(0);
    expect(ledger).toHaveLength(10);
    expect(ledger.every((row) => row.type === 'debit' && row.points === 10)).toBe(true);
  });

  const eachOther = async (change: (id: number) => ['PATCH' | 'POST', string, object?]) => {
    const [first, second] = [await insertAdmin(ctx.db), await insertAdmin(ctx.db)];
    // Only these two are active admins.
    await ctx.db
      .update(users)
      .set({ status: 'blocked' })
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    for (const admin of [first, second])
      await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, admin.userId));

    const answers = await Promise.all([
      adminCall(ctx.app, first.auth, ...change(second.userId)),
      adminCall(ctx.app, second.auth, ...change(first.userId)),
    ]);
    return { answers, admins: await activeAdmins(), ids: [first.userId, second.userId] };
  };

  for (const round of [1, 2, 3]) {
    it(`two admins demoting each other at once: exactly one succeeds, one admin is left (round ${round})`, async () => {
      const { answers, admins, ids } = await eachOther((id) => ['PATCH', `/users/${id}`, { role: 'staff' }]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      // The other is refused: by the last-admin rule; or, if the first change landed before its
      // request was let in, because it is no longer an admin (403) or because a role change ends the
      // demoted admin's sessions (401), whichever its request met first.
      const refused = answers.find((answer) => answer.statusCode !== 200);
      expect([401, 403, 422]).toContain(refused?.statusCode);
      expect(admins).toHaveLength(1);
      expect(ids).toContain(admins[0]?.id);
    });

    it(`two admins disabling each other at once: exactly one succeeds, one admin is left (round ${round})`, async () => {
      const { answers, admins } = await eachOther((id) => ['POST', `/users/${id}/block`]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(admins).toHaveLength(1);
    });
  }
});
