import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { adminAuth } from '../../../test/bookings';
import { createStaff } from '../../../test/desk';
import { adminCall, countStatuses, insertAdmin, readSubjectAudit } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';

/** PATCH /api/admin/users/{id} of a customer: the admin corrects their name and phone (issue 17 "Customers"). */
describe('an admin edits a customer’s name and phone', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let customer: TestCustomer;
  let other: TestCustomer;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuth(ctx.app, ctx.db);
    customer = await createCustomer(ctx.app, ctx.db, { name: 'Dimas Pratama' });
    other = await createCustomer(ctx.app, ctx.db, { name: 'Lina Marlina' });
  });
  afterAll(async () => ctx?.close());

  const patch = (id: number, body: object, headers = admin) =>
    adminCall(ctx.app, headers, 'PATCH', `/users/${id}`, body);
  const stored = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

  it('saves the name and the phone normalised like registration, audited with before and after', async () => {
    const id = customer.user.id as number;
    const before = await stored(id);
    const answer = await patch(id, { name: 'Dimas Pratama Putra', phone: '081377700011' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: 'Account saved.',
      data: { id, name: 'Dimas Pratama Putra', phone: '081377700011', role: 'customer' },
    });
    expect(await stored(id)).toMatchObject({ name: 'Dimas Pratama Putra', phone: '6281377700011' });
    const trail = await readSubjectAudit(ctx.db, 'user', id);
    expect(trail.at(-1)).toMatchObject({
      action: 'user.update',
      before: { name: before?.name, phone: `0${before?.phone.slice(2)}` },
      after: { name: 'Dimas Pratama Putra', phone: '081377700011' },
    });
    // The customer logs in with the new number.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '081377700011', password: 'Rahasia#123' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses a phone that is someone else’s: 422 validation.unique, nothing changed', async () => {
    const id = customer.user.id as number;
    const theirs = await stored(other.user.id as number);
    const answer = await patch(id, { phone: `0${theirs?.phone.slice(2)}` });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toEqual({
      message: 'phone: The phone has already been taken.',
      errors: { phone: ['validation.unique'] },
    });
    expect((await stored(id))?.phone).toBe('6281377700011');
  });

  it('two customers saved with one new number at once: one gets it, the other 422', async () => {
    const answers = await Promise.all(
      [customer, other].map((account) => patch(account.user.id as number, { phone: '081399988877' })),
    );
    expect(countStatuses(answers)).toEqual({ 200: 1, 422: 1 });
    expect(answers.find((each) => each.statusCode === 422)?.json().errors).toEqual({
      phone: ['validation.unique'],
    });
  });

  it.each<[string, object, string]>([
    ['a name too short', { name: 'Al' }, 'name'],
    ['a name with digits', { name: 'Budi 99' }, 'name'],
    ['a phone not 08…', { phone: '0712345678' }, 'phone'],
    ['a phone as a number', { phone: 81234567890 }, 'phone'],
    ['a NUL byte in the name', { name: 'Budi\u0000Santoso' }, 'name'],
    ['a name beside a role', { name: 'Budi Santoso', role: 'staff' }, 'name'],
    ['nothing', {}, 'role'],
  ])('refuses %s with 422', async (_label, body, field) => {
    const answer = await patch(customer.user.id as number, body);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toHaveProperty(field);
  });

  it('changes only customers this way; a team account keeps its name', async () => {
    const desk = await createStaff(ctx.app, ctx.db, 'Rudi Kasir');
    const answer = await patch(desk.id, { name: 'Rudi Baru' });
    expect(answer.statusCode).toBe(422);
    expect((await stored(desk.id))?.name).toBe('Rudi Kasir');
  });

  it('is for admins: a visitor 401, a customer 403, the front desk 403', async () => {
    const desk = await createStaff(ctx.app, ctx.db);
    const id = other.user.id as number;
    expect((await patch(id, { name: 'Nama Baru' }, {})).statusCode).toBe(401);
    expect((await patch(id, { name: 'Nama Baru' }, customer.auth)).statusCode).toBe(403);
    expect((await patch(id, { name: 'Nama Baru' }, desk.auth)).statusCode).toBe(403);
    const another = await insertAdmin(ctx.db);
    expect((await patch(id, { name: 'Lina Marlina' }, another.auth)).statusCode).toBe(200);
  });
});
