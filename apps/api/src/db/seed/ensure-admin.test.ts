import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, nextIp } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { verifyPassword } from '../../lib/passwords';
import { sessions, users } from '../schema/accounts';
import { auditLog } from '../schema/audit';
import { ensureAdmin } from './ensure-admin';

describe('ensureAdmin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  // Several API processes starting at once on one PostgreSQL (../shared/DESIGN.md "Scale") all call it.
  it('creates the admin once when several starts race, and only the creator shows a password', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => ensureAdmin(database.db, { username: 'admin' })),
    );
    const created = results.filter((result) => result.created);
    expect(created).toHaveLength(1);
    expect(results.filter((result) => result.generatedPassword)).toHaveLength(1);

    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.start_admin).toBe(true);
    const password = created[0]?.generatedPassword ?? '';
    expect(await verifyPassword(admins[0]?.password_hash ?? '', password)).toBe(true);
  });
});

// Record 0034: the start-up admin is the account flagged `start_admin`, never whoever holds its name.
describe('the start-up admin at each start', () => {
  const ADMIN_PASSWORD = 'Admin-Pass-123';
  let ctx: TestContext;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  /** A start of the server, as server.ts makes it. */
  const restart = (username = 'admin', password: string | null = ADMIN_PASSWORD) =>
    ensureAdmin(ctx.db, { username, password: password ?? undefined });
  const logIn = async (identifier: string, password: string) => {
    const response = await post('/api/auth/login', { identifier, password });
    return { status: response.statusCode, auth: { authorization: `Bearer ${response.json().token}` } };
  };
  const flagged = async () => {
    const rows = await ctx.db.select().from(users).where(eq(users.start_admin, true));
    expect(rows).toHaveLength(1);
    return rows[0] as typeof users.$inferSelect;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ ADMIN_PASSWORD });
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    // Each case starts from one start-up admin named admin, as a fresh venue has.
    await ctx.db.delete(users).where(sql`${users.role} <> 'customer' or ${users.username} ilike 'admin%'`);
    await restart();
  });

  it("never makes a customer admin who took the start-up admin's freed name (the issue's attack)", async () => {
    await restart();
    const admin = await logIn('admin', ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    // The profile route no longer lets the admin give the name up...
    const rename = await post('/api/customer/update-profile', { username: 'venue_boss' }, admin.auth);
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ username: ['validation.prohibited'] });
    // ...so it is renamed the way it was before that rule, and a customer registers the freed name.
    await ctx.db.update(users).set({ username: 'venue_boss' }).where(eq(users.start_admin, true));
    const customer = await createCustomer(ctx.app, ctx.db, { username: 'admin' });

    const started = await restart();

    expect((await get('/api/admin/users', customer.auth)).statusCode).toBe(403);
    const profile = await get('/api/customer/profile', customer.auth);
    expect(profile.json().user).toMatchObject({ username: 'admin', role: 'customer' });
    expect((await logIn('admin', ADMIN_PASSWORD)).status).toBe(401);
    expect((await logIn('admin', customer.registration.password)).status).toBe(200);
    // The start-up admin keeps its own name, re-passworded, and the start says why it was not renamed.
    expect(await flagged()).toMatchObject({ username: 'venue_boss', role: 'admin', status: 'active' });
    expect((await logIn('venue_boss', ADMIN_PASSWORD)).status).toBe(200);
    expect(started.created).toBe(false);
    expect(started.warning).toMatch(/ADMIN_USERNAME "admin" is held by another account/);
  });

  it('gives nothing to a customer whose name the operator sets as ADMIN_USERNAME', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const name = customer.registration.username;

    const started = await restart(name);

    expect(started.warning).toContain(`ADMIN_USERNAME "${name}" is held by another account`);
    expect((await get('/api/admin/users', customer.auth)).statusCode).toBe(403);
    expect((await logIn(name, ADMIN_PASSWORD)).status).toBe(401);
    expect((await logIn(name, customer.registration.password)).status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ role: 'customer', start_admin: false });
    expect(await flagged()).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('renames the start-up admin to a new ADMIN_USERNAME that is free, and back', async () => {
    const started = await restart('venue_boss');
    expect(started).toMatchObject({ username: 'venue_boss', created: false });
    expect(started.warning).toBeUndefined();
    expect((await logIn('venue_boss', ADMIN_PASSWORD)).status).toBe(200);
    expect((await restart('admin')).username).toBe('admin');
    expect(await flagged()).toMatchObject({ username: 'admin' });
  });

  it('starts without crashing when the name was freed or the placeholder phone is used', async () => {
    // The name freed, nobody took it: the start-up admin gets it back (this start crashed before).
    await ctx.db.update(users).set({ username: 'venue_boss' }).where(eq(users.start_admin, true));
    await expect(restart()).resolves.toMatchObject({ username: 'admin', created: false });
    expect(await ctx.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);

    // No start-up admin (removed) and its placeholder phone held by another account: a new one is made
    // on another placeholder number; the other account is left as it was.
    const { user } = await createCustomer(ctx.app, ctx.db);
    await ctx.db.delete(users).where(eq(users.start_admin, true));
    await ctx.db.update(users).set({ phone: '620000000000' }).where(eq(users.id, user.id));
    const started = await restart();
    expect(started).toMatchObject({ username: 'admin', created: true });
    const admin = await flagged();
    expect(admin.phone).not.toBe('620000000000');
    expect(admin.phone).toMatch(/^620\d+$/);
    const [other] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(other).toMatchObject({ role: 'customer', start_admin: false, phone: '620000000000' });
  });

  it('makes no admin when there is none and a customer holds the name; the start goes on', async () => {
    await ctx.db.delete(users).where(eq(users.start_admin, true));
    const customer = await createCustomer(ctx.app, ctx.db, { username: 'admin' });
    const started = await restart();
    expect(started.created).toBe(false);
    expect(started.warning).toMatch(/ADMIN_USERNAME "admin" is held by another account/);
    expect(await ctx.db.select().from(users).where(eq(users.start_admin, true))).toHaveLength(0);
    expect((await get('/api/admin/users', customer.auth)).statusCode).toBe(403);
    expect((await logIn('admin', customer.registration.password)).status).toBe(200);
  });

  it('restores a demoted or blocked start-up admin with ADMIN_PASSWORD and ends its sessions', async () => {
    const admin = await logIn('admin', ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    // A start that changes nothing keeps the admin signed in.
    await restart();
    expect((await get('/api/admin/users', admin.auth)).statusCode).toBe(200);

    for (const change of [{ role: 'staff' as const }, { status: 'blocked' as const }]) {
      const session = await logIn('admin', ADMIN_PASSWORD);
      await ctx.db.update(users).set(change).where(eq(users.start_admin, true));
      // Without ADMIN_PASSWORD a start leaves the account as staff made it.
      await restart('admin', null);
      expect(await flagged()).toMatchObject(change);

      await restart();
      expect(await flagged()).toMatchObject({ role: 'admin', status: 'active' });
      expect((await get('/api/customer/profile', session.auth)).statusCode).toBe(401);
      const open = await ctx.db
        .select()
        .from(sessions)
        .where(sql`${sessions.user_id} = ${(await flagged()).id} and ${sessions.revoked_at} is null`);
      expect(open).toHaveLength(0);
      expect((await logIn('admin', ADMIN_PASSWORD)).status).toBe(200);
    }
  });

  it('a new ADMIN_PASSWORD ends the start-up admin’s sessions', async () => {
    const admin = await logIn('admin', ADMIN_PASSWORD);
    await restart('admin', 'Another-Pass-456');
    expect((await get('/api/customer/profile', admin.auth)).statusCode).toBe(401);
    expect((await logIn('admin', 'Another-Pass-456')).status).toBe(200);
    expect((await logIn('admin', ADMIN_PASSWORD)).status).toBe(401);
  });

  it('writes what a start changed on the start-up admin to the audit trail, and nothing otherwise', async () => {
    const admin = await flagged();
    const trail = () =>
      ctx.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.subject_type} = 'user' and ${auditLog.subject_id} = ${admin.id}`)
        .orderBy(auditLog.id);
    const before = (await trail()).length;
    await restart();
    expect(await trail()).toHaveLength(before);

    await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, admin.id));
    await restart('venue_boss', 'Another-Pass-456');
    const rows = (await trail()).slice(before);
    expect(rows).toMatchObject([
      {
        actor_id: null,
        actor_name: 'Server start',
        action: 'user.update',
        before: { username: 'admin' },
        after: { username: 'venue_boss' },
      },
      {
        actor_name: 'Server start',
        subject_label: 'venue_boss',
        before: { role: 'staff', status: 'active' },
        after: { role: 'admin', status: 'active', password: 'set from ADMIN_PASSWORD', sessions_ended: true },
      },
    ]);
  });
});
