import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/desk';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';
import { findSqlState } from '../../lib/errors';
import { recordAudit, toAuditActor } from './record-audit';

/** What the database answers a refused change (migration 0019's trigger). */
const INSUFFICIENT_PRIVILEGE = '42501';

const sqlStateOf = async (change: Promise<unknown>) => {
  try {
    await change;
  } catch (error) {
    return findSqlState(error);
  }
  return 'no error';
};

// ../shared/DESIGN.md "Money at the desk": the audit table refuses changes, whoever connects.
describe('the audit trail is append-only in the database', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let rows: (typeof auditLog.$inferSelect)[];

  beforeAll(async () => {
    ctx = await createTestApp();
    staff = await createStaff(ctx.app, ctx.db);
    for (const id of [1, 2]) {
      await recordAudit(ctx.db, {
        actor: toAuditActor({ id: staff.id, name: staff.name, role: 'staff' }),
        action: 'booking.check_in',
        subject: { type: 'booking', id, label: `INV-${id}` },
        before: { status: 'confirmed' },
        after: { status: 'ongoing' },
      });
    }
    rows = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
  });
  afterAll(async () => ctx?.close());

  it.each<[string, () => Promise<unknown>]>([
    [
      'an UPDATE of a row',
      () =>
        ctx.db
          .update(auditLog)
          .set({ actor_name: 'Someone else' })
          .where(eq(auditLog.id, rows[0]?.id ?? 0)),
    ],
    ['an UPDATE of every row', () => ctx.db.update(auditLog).set({ after: null })],
    ['a DELETE of a row', () => ctx.db.delete(auditLog).where(eq(auditLog.id, rows[1]?.id ?? 0))],
    ['a DELETE of every row', () => ctx.db.delete(auditLog)],
    ['a raw UPDATE', () => ctx.db.execute(sql`update audit_log set before = '{}'::jsonb`)],
  ])('refuses %s, and every row stays as written', async (_label, change) => {
    expect(await sqlStateOf(change())).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await ctx.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(rows);
  });

  it('keeps its actors: an account that acted cannot be deleted (accounts are disabled, never deleted)', async () => {
    // `actor_id ... on delete set null` would change the rows, which the trigger refuses.
    expect(await sqlStateOf(ctx.db.delete(users).where(eq(users.id, staff.id)))).toBe(INSUFFICIENT_PRIVILEGE);
    const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, staff.id));
    expect(account?.id).toBe(staff.id);
    expect(await ctx.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(rows);
  });
});
