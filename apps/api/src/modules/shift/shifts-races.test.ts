import { SHIFT_MESSAGES } from '@ruangmain/domain/contracts/shift';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, deskCall } from '../../../test/desk';
import { countStatuses } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { shifts } from '../../db/schema/shifts';

const AT_ONCE = 10;

/**
 * One drawer (record 0028): opens and closes sent all at once are decided by the database (the unique
 * index shifts_one_open_key; the guarded UPDATE … WHERE closed_at IS NULL). Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL, where the calls really run in parallel transactions.
 */
describe('shifts, at once', () => {
  let ctx: TestContext;
  let desk: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    desk = await createStaff(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  it(`${AT_ONCE} opens at once: one shift opens, the others are told one is open (409)`, async () => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        deskCall(ctx.app, desk.auth, 'POST', '/shifts', { opening_cash: index * 1000 }),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(answer.json()).toEqual({ message: SHIFT_MESSAGES.alreadyOpen });
    expect(await ctx.db.select().from(shifts).where(isNull(shifts.closed_at))).toHaveLength(1);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'shift.open'))).toHaveLength(1);
  });

  it(`${AT_ONCE} closes at once: one closes it, the others are told it is closed (409); one audit row`, async () => {
    const [open] = await ctx.db.select().from(shifts).where(isNull(shifts.closed_at));
    if (!open) throw new Error('no open shift');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        deskCall(ctx.app, desk.auth, 'POST', `/shifts/${open.id}/close`, {
          counted_cash: open.opening_cash + index,
          note: `Hitungan ${index}`,
        }),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    const winner = answers.find((each) => each.statusCode === 200)?.json().data;
    const [stored] = await ctx.db.select().from(shifts).where(eq(shifts.id, open.id));
    expect(stored).toMatchObject({ counted_cash: winner.counted_cash, note: winner.note });
    const closes = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shift.close'), eq(auditLog.subject_id, open.id)));
    expect(closes).toHaveLength(1);
  });
});
