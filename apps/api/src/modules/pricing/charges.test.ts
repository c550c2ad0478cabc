import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAdminOnly,
  latestAudit,
  type Managers,
  manageCall,
  signInManagers,
} from '../../../test/manage';
import { createSeededTestApp } from '../../../test/seeded-app';
import { taxes } from '../../db/schema/pricing';

describe('/api/admin/taxes and /api/admin/services-fee (issue 17: PB1 and service fees, admins only)', () => {
  let ctx: Awaited<ReturnType<typeof createSeededTestApp>>;
  let managers: Managers;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    manageCall(ctx.app, managers.admin, method, path, payload);
  const publicList = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).json();

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  it.each(['/taxes', '/services-fee'])(
    '%s turns away visitors (401), customers and the desk (403)',
    async (path) => {
      await expectAdminOnly(ctx.app, managers, 'GET', path);
      await expectAdminOnly(ctx.app, managers, 'GET', `${path}/1`);
      await expectAdminOnly(ctx.app, managers, 'POST', path, { name: 'X' });
      await expectAdminOnly(ctx.app, managers, 'PATCH', `${path}/1`, { name: 'X' });
      await expectAdminOnly(ctx.app, managers, 'DELETE', `${path}/1`);
    },
  );

  it('keeps exactly one tax active: the one switched on is the PB1 the site applies, at once', async () => {
    const created = await call('POST', '/taxes', { name: 'PB1 Jakarta', percentage: 11 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const active = await ctx.db.select().from(taxes).where(eq(taxes.is_active, true));
    expect(active.map((tax) => tax.id)).toEqual([id]);
    expect(await publicList('/api/public/taxes')).toEqual([
      expect.objectContaining({ id, percentage: 11, is_active: true }),
    ]);
    // The tax switched off has its own audit row.
    const [old] = await ctx.db.select().from(taxes).where(eq(taxes.is_active, false)).limit(1);
    if (!old) throw new Error('no switched-off tax');
    expect(await latestAudit(ctx.db, 'tax', old.id)).toMatchObject({
      action: 'tax.update',
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false }),
    });

    const back = await call('PATCH', `/taxes/${old.id}`, { is_active: true, percentage: 10 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await publicList('/api/public/taxes')).toEqual([
      expect.objectContaining({ id: old.id, percentage: 10 }),
    ]);
    expect(await latestAudit(ctx.db, 'tax', id)).toMatchObject({
      after: expect.objectContaining({ is_active: false }),
    });
  });

  it('refuses bad bodies with 422 per field', async () => {
    const tax = await call('POST', '/taxes', { name: ' ', percentage: 101, is_active: 'yes' });
    expect(tax.statusCode).toBe(422);
    expect(Object.keys(tax.json().errors).sort()).toEqual(['is_active', 'name', 'percentage']);
    const fee = await call('POST', '/services-fee', { name: 'Fee', amount: -1 });
    expect(fee.statusCode).toBe(422);
    expect(Object.keys(fee.json().errors)).toEqual(['amount']);
    expect((await call('PATCH', '/services-fee/999999', { amount: 1 })).statusCode).toBe(404);
  });

  it('adds, changes and deletes a service fee, audited, shown on the site at once', async () => {
    const created = await call('POST', '/services-fee', { name: 'Cleaning', amount: 3_000 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(await publicList('/api/public/services-fee')).toContainEqual(
      expect.objectContaining({ id, amount: 3_000 }),
    );
    const saved = await call('PATCH', `/services-fee/${id}`, { amount: 4_000, is_active: false });
    expect(saved.json().data).toMatchObject({ amount: 4_000, is_active: false });
    expect(await latestAudit(ctx.db, 'service_fee', id)).toMatchObject({
      action: 'service_fee.update',
      before: expect.objectContaining({ amount: 3_000 }),
      after: expect.objectContaining({ amount: 4_000 }),
    });
    expect((await publicList('/api/public/services-fee')).some((fee: { id: number }) => fee.id === id)).toBe(
      false,
    );
    // A booking keeps the amount it was charged, so nothing refers to a fee: it is deleted.
    const gone = await call('DELETE', `/services-fee/${id}`);
    expect(gone.json()).toMatchObject({ deleted: true });
    expect(await latestAudit(ctx.db, 'service_fee', id)).toMatchObject({ action: 'service_fee.delete' });
  });

  it('lists with search and sort', async () => {
    const list = await call('GET', '/taxes?search=pb1&sort=percentage&direction=desc');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    expect((await call('GET', '/services-fee?sort=amount')).statusCode).toBe(200);
    expect((await call('GET', '/services-fee?sort=percentage')).statusCode).toBe(422);
  });
  it('keeps exactly one tax active when admins switch on several at the same moment', async () => {
    const [original] = await ctx.db.select().from(taxes).where(eq(taxes.is_active, true));
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', '/taxes', { name: `PB1 race ${index}`, percentage: 10 + (index % 3) }),
      ),
    );
    for (const response of created) expect(response.statusCode, response.body).toBe(201);
    const active = await ctx.db.select().from(taxes).where(eq(taxes.is_active, true));
    expect(active).toHaveLength(1);
    // The venue's PB1 back as it was, the racers gone.
    expect((await call('PATCH', `/taxes/${original?.id}`, { is_active: true })).statusCode).toBe(200);
    const removed = await Promise.all(
      created.map((response) => call('DELETE', `/taxes/${response.json().data.id}`)),
    );
    for (const response of removed) expect(response.statusCode, response.body).toBe(200);
  });
});
