import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { adminAuth, readPoints } from '../../../test/bookings';
import { createStaff } from '../../../test/desk';
import { adminCall, insertAdmin, readSubjectAudit } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { sessions, users } from '../../db/schema/accounts';
import { ACCOUNT_NOT_ACTIVE } from '../auth/log-in';
import { LAST_ADMIN_MESSAGE } from './last-admin';
import { setUserAccess } from './set-user-access';
import { updateTeamAccount } from './update-team-account';

const NEW_PASSWORD = 'Kasir#Baru2026';

describe('/api/admin/users', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: number;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let customer: TestCustomer;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuth(ctx.app, ctx.db);
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    adminId = row?.id ?? 0;
    staff = await createStaff(ctx.app, ctx.db);
    customer = await createCustomer(ctx.app, ctx.db, { name: 'Sari Wulandari' });
  });
  afterAll(async () => ctx?.close());

  const call = (...args: Parameters<typeof adminCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    adminCall(ctx.app, ...args);
  const login = (identifier: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const profile = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers });

  describe('who may call', () => {
    const calls: [Parameters<typeof adminCall>[2], string, object?][] = [
      ['GET', '/users'],
      ['GET', '/users/1'],
      ['POST', '/users', {}],
      ['PATCH', '/users/1', {}],
      ['DELETE', '/users/1'],
      ['POST', '/users/1/block'],
      ['POST', '/users/1/unblock'],
      ['POST', '/users/1/points', {}],
    ];
    it.each(calls)('%s %s: visitor 401, customer 403, front desk 403', async (method, path, body) => {
      expect((await call({}, method, path, body)).statusCode).toBe(401);
      expect((await call(customer.auth, method, path, body)).statusCode).toBe(403);
      const asStaff = await call(staff.auth, method, path, body);
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json().message).toBe('This action is for admins only.');
    });
  });

  describe('the list and a customer’s detail', () => {
    it('finds customers by name, username and a phone typed 08…, paged and sorted', async () => {
      const byName = await call(admin, 'GET', '/users?search=wulandari&people=customers');
      expect(byName.statusCode).toBe(200);
      expect(byName.json().data.map((user: { id: number }) => user.id)).toEqual([customer.user.id]);
      expect(byName.json().data[0]).not.toHaveProperty('password_hash');
      expect(byName.json().data[0].phone).toBe(customer.registration.phone);

      const byUsername = await call(
        admin,
        'GET',
        `/users?search=${customer.registration.username.toUpperCase()}`,
      );
      expect(byUsername.json().total).toBe(1);
      const byPhone = await call(admin, 'GET', `/users?search=${customer.registration.phone}`);
      expect(byPhone.json().data[0].id).toBe(customer.user.id);

      const team = await call(admin, 'GET', '/users?people=team&sort=name&direction=asc&per_page=1');
      expect(team.json()).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
      expect(team.json().data[0]).toMatchObject({ name: 'Dewi Kasir', role: 'staff' });
    });

    it('refuses a bad query with 422 per field', async () => {
      const answer = await call(admin, 'GET', '/users?sort=password_hash&role=owner&per_page=1000');
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors).sort()).toEqual(['per_page', 'role', 'sort']);
      expect((await call(admin, 'GET', '/users/abc')).statusCode).toBe(422);
      expect((await call(admin, 'GET', '/users/999999')).statusCode).toBe(404);
    });
  });

  describe('points', () => {
    it('gives and takes points with a reason: one ledger row each, the detail shows it, audited', async () => {
      const given = await call(admin, 'POST', `/users/${customer.user.id}/points`, {
        points: 120,
        reason: '  Compensation: PS5 controller broke  ',
      });
      expect(given.statusCode).toBe(200);
      expect(given.json().data.total_points).toBe(120);
      const taken = await call(admin, 'POST', `/users/${customer.user.id}/points`, {
        points: -20,
        reason: 'Typo fix',
      });
      expect(taken.json().data.total_points).toBe(100);

      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(100);
      expect(ledger.map((row) => [row.type, row.points, row.description])).toEqual([
        ['debit', 20, 'Typo fix'],
        ['earned', 120, 'Compensation: PS5 controller broke'],
      ]);
      const detail = await call(admin, 'GET', `/users/${customer.user.id}`);
      expect(detail.json().data.point_transactions).toHaveLength(2);
      expect(detail.json().data).toMatchObject({ total_points: 100, bookings: [], rewards: [] });

      const history = await ctx.app.inject({
        method: 'GET',
        url: '/api/customer/point-transactions',
        headers: customer.auth,
      });
      expect(JSON.stringify(history.json())).toContain('Compensation: PS5 controller broke');

      const trail = await readSubjectAudit(ctx.db, 'user', customer.user.id);
      expect(trail.map((row) => [row.action, row.actor_id, row.before, row.after])).toEqual([
        [
          'user.points_adjust',
          adminId,
          { total_points: 0 },
          { total_points: 120, points: 120, reason: 'Compensation: PS5 controller broke' },
        ],
        [
          'user.points_adjust',
          adminId,
          { total_points: 120 },
          { total_points: 100, points: -20, reason: 'Typo fix' },
        ],
      ]);
    });

    it('never takes the balance below 0: 422 with the balance, nothing written', async () => {
      const before = await readPoints(ctx.db, customer.user.id);
      const answer = await call(admin, 'POST', `/users/${customer.user.id}/points`, {
        points: -101,
        reason: 'Too much',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('The balance is 100 points: taking 101 would leave it below 0.');
      const after = await readPoints(ctx.db, customer.user.id);
      expect(after.balance).toBe(before.balance);
      expect(after.ledger).toHaveLength(before.ledger.length);
    });

    it.each([
      [{ points: 10 }, 'reason'],
      [{ points: 10, reason: '  ab ' }, 'reason'],
      [{ points: 10, reason: 'x'.repeat(201) }, 'reason'],
      [{ points: 0, reason: 'Nothing' }, 'points'],
      [{ points: 1.5, reason: 'Half' }, 'points'],
      [{ points: '10', reason: 'Text' }, 'points'],
      [{ points: 2_000_000, reason: 'Huge' }, 'points'],
    ])('refuses %j with 422 under %s', async (body, field) => {
      const answer = await call(admin, 'POST', `/users/${customer.user.id}/points`, body);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    });
  });

  describe('block and unblock', () => {
    it('ends every session at once, login shows the blocked message; unblock lets them in again', async () => {
      const target = await createCustomer(ctx.app, ctx.db);
      const second = await login(target.registration.username, target.registration.password);
      expect((await profile(target.auth)).statusCode).toBe(200);

      const blocked = await call(admin, 'POST', `/users/${target.user.id}/block`);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().data.status).toBe('blocked');
      expect((await profile(target.auth)).statusCode).toBe(401);
      expect((await profile({ authorization: `Bearer ${second.json().token}` })).statusCode).toBe(401);
      const live = await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.user_id, target.user.id), isNull(sessions.revoked_at)));
      expect(live).toHaveLength(0);

      const refused = await login(target.registration.username, target.registration.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ACCOUNT_NOT_ACTIVE.in(null));

      // Blocking twice changes nothing and writes no second trail row.
      expect((await call(admin, 'POST', `/users/${target.user.id}/block`)).statusCode).toBe(200);
      const unblocked = await call(admin, 'POST', `/users/${target.user.id}/unblock`);
      expect(unblocked.json().data.status).toBe('active');
      expect((await login(target.registration.username, target.registration.password)).statusCode).toBe(200);
      // The old sessions stay ended: unblocking signs nobody in.
      expect((await profile(target.auth)).statusCode).toBe(401);

      const trail = await readSubjectAudit(ctx.db, 'user', target.user.id);
      expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
        [
          'user.block',
          { role: 'customer', status: 'active', total_points: 0 },
          { role: 'customer', status: 'blocked', total_points: 0, sessions_ended: true },
        ],
        [
          'user.unblock',
          { role: 'customer', status: 'blocked', total_points: 0 },
          { role: 'customer', status: 'active', total_points: 0 },
        ],
      ]);
    });

    it('gives an account never activated back as still to activate', async () => {
      const [row] = await ctx.db
        .insert(users)
        .values({ name: 'Belum Aktif', username: 'belum_aktif', phone: '6281200000777', password_hash: 'x' })
        .returning();
      if (!row) throw new Error('no user');
      await call(admin, 'POST', `/users/${row.id}/block`);
      expect((await call(admin, 'POST', `/users/${row.id}/unblock`)).json().data.status).toBe('inactive');
    });

    it('refuses to block oneself, and DELETE disables rather than deletes', async () => {
      const self = await call(admin, 'POST', `/users/${adminId}/block`);
      expect(self.statusCode).toBe(422);
      expect(self.json().message).toBe('You cannot block your own account.');
      expect((await call(admin, 'DELETE', `/users/${adminId}`)).statusCode).toBe(422);

      const target = await createCustomer(ctx.app, ctx.db);
      const removed = await call(admin, 'DELETE', `/users/${target.user.id}`);
      expect(removed.json()).toEqual({
        message: 'Accounts are never deleted: this one is disabled and signed out.',
        deleted: false,
      });
      const [kept] = await ctx.db.select().from(users).where(eq(users.id, target.user.id));
      expect(kept?.status).toBe('blocked');
      expect((await call(admin, 'POST', '/users/999999/block')).statusCode).toBe(404);
    });
  });

  describe('team accounts', () => {
    const newAccount = (overrides: object = {}) => ({
      name: 'Rina Kasir',
      username: 'rina_kasir',
      phone: '081377700011',
      password: 'Kasir#2026ok',
      role: 'staff',
      ...overrides,
    });

    it('creates a front-desk account that signs in at once: never a password in the answer or trail', async () => {
      const created = await call(admin, 'POST', '/users', newAccount());
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ role: 'staff', status: 'active', phone: '081377700011' });
      expect(created.body).not.toMatch(/password|Kasir#2026ok/);
      const signedIn = await login('rina_kasir', 'Kasir#2026ok');
      expect(signedIn.json().user.role).toBe('staff');
      const staffAuth = { authorization: `Bearer ${signedIn.json().token}` };
      expect((await call(staffAuth, 'GET', '/bookings')).statusCode).toBe(200);
      expect((await call(staffAuth, 'GET', '/users')).statusCode).toBe(403);

      const trail = await readSubjectAudit(ctx.db, 'user', created.json().data.id);
      expect(trail.map((row) => row.action)).toEqual(['user.create']);
      expect(JSON.stringify(trail)).not.toMatch(/Kasir#2026ok|password_hash|argon/);
    });

    it('refuses taken usernames and phones, weak passwords and roles other than staff or admin', async () => {
      const taken = await call(admin, 'POST', '/users', newAccount({ username: 'RINA_KASIR' }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ username: ['validation.unique'], phone: ['validation.unique'] });
      const invalid = await call(
        admin,
        'POST',
        '/users',
        newAccount({ username: 'x', phone: '0212', password: 'weak', role: 'customer', name: 'R2D2' }),
      );
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual([
        'name',
        'password',
        'phone',
        'role',
        'username',
      ]);
    });

    it('changes a role, and a role change or a password set by the admin ends the account’s sessions', async () => {
      const [row] = await ctx.db.select().from(users).where(eq(users.id, staff.id));
      const signIn = async (password: string) => {
        const answer = await login(row?.username ?? '', password);
        expect(answer.statusCode).toBe(200);
        return { authorization: `Bearer ${answer.json().token}` };
      };
      expect((await call(staff.auth, 'GET', '/bookings')).statusCode).toBe(200);
      const promoted = await call(admin, 'PATCH', `/users/${staff.id}`, { role: 'admin' });
      expect(promoted.json().data.role).toBe('admin');
      expect((await call(staff.auth, 'GET', '/bookings')).statusCode).toBe(401);
      const asAdmin = await signIn(staff.registration.password);
      const demoted = await call(admin, 'PATCH', `/users/${staff.id}`, { role: 'staff' });
      expect(demoted.json().data.role).toBe('staff');
      expect((await call(asAdmin, 'GET', '/bookings')).statusCode).toBe(401);

      const asStaff = await signIn(staff.registration.password);
      const reset = await call(admin, 'PATCH', `/users/${staff.id}`, { password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect(reset.body).not.toContain(NEW_PASSWORD);
      expect((await call(asStaff, 'GET', '/bookings')).statusCode).toBe(401);
      await signIn(NEW_PASSWORD);

      const trail = await readSubjectAudit(ctx.db, 'user', staff.id);
      expect(trail.map((entry) => entry.action)).toEqual([
        'user.update',
        'user.update',
        'user.password_reset',
      ]);
      expect(JSON.stringify(trail)).not.toContain(NEW_PASSWORD);
      expect(trail[0]?.after).toMatchObject({ role: 'admin', sessions_ended: true });
    });

    it('refuses a customer’s role or password, one’s own, and an empty or bad change', async () => {
      const onCustomer = await call(admin, 'PATCH', `/users/${customer.user.id}`, { role: 'staff' });
      expect(onCustomer.statusCode).toBe(422);
      expect(onCustomer.json().message).toBe('Only team accounts are changed here: this is a customer.');
      expect((await call(admin, 'PATCH', `/users/${adminId}`, { role: 'staff' })).statusCode).toBe(422);
      expect((await call(admin, 'PATCH', `/users/${staff.id}`, {})).statusCode).toBe(422);
      expect((await call(admin, 'PATCH', `/users/${staff.id}`, { role: 'customer' })).statusCode).toBe(422);
      expect((await call(admin, 'PATCH', `/users/${staff.id}`, { password: 'short' })).statusCode).toBe(422);
    });

    it('keeps the last active admin: demoting or disabling the only one left is refused', async () => {
      const other = await insertAdmin(ctx.db);
      expect((await call(admin, 'PATCH', `/users/${other.userId}`, { role: 'staff' })).statusCode).toBe(200);
      // Over HTTP an admin acts only on others, so while one is left this is reached by a race (see
      // manage-users-races.test.ts); here the just-demoted account's request arrives late.
      const lateActor = { id: other.userId, name: 'Pelanggan Setia', role: 'admin' } as const;
      await expect(
        updateTeamAccount(ctx.db, { id: adminId, role: 'staff', actor: lateActor }),
      ).rejects.toThrow(LAST_ADMIN_MESSAGE.in(null));
      await expect(setUserAccess(ctx.db, { id: adminId, blocked: true, actor: lateActor })).rejects.toThrow(
        LAST_ADMIN_MESSAGE.in(null),
      );
      const [still] = await ctx.db.select().from(users).where(eq(users.id, adminId));
      expect(still).toMatchObject({ role: 'admin', status: 'active' });
    });
  });
});
