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
import { consoles, unitConsoles, units } from '../../db/schema/catalogue';

describe('/api/admin/consoles (issue 17: consoles, admins only)', () => {
  let ctx: Awaited<ReturnType<typeof createSeededTestApp>>;
  let managers: Managers;
  const call = (
    ...args: Parameters<typeof manageCall> extends [unknown, unknown, ...infer Rest] ? Rest : never
  ) => manageCall(ctx.app, managers.admin, ...args);

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  it('lists with search, sort and paging in the paginator shape', async () => {
    const all = await call('GET', '/consoles?sort=name&direction=desc&per_page=2');
    expect(all.statusCode, all.body).toBe(200);
    const names = (await ctx.db.select({ name: consoles.name }).from(consoles)).map((row) => row.name).sort();
    expect(all.json()).toMatchObject({ current_page: 1, per_page: 2, total: names.length });
    expect(all.json().data.map((row: { name: string }) => row.name)).toEqual(names.reverse().slice(0, 2));
    const found = await call('GET', '/consoles?search=ps5');
    expect(found.json().data.map((row: { name: string }) => row.name)).toEqual(['PS5']);
    expect(found.json().data[0].units_count).toBeGreaterThan(0);
  });

  it('refuses an unknown sort column and a bad body with 422 per field', async () => {
    const sort = await call('GET', '/consoles?sort=password');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors).toHaveProperty('sort');
    const body = await call('POST', '/consoles', { name: '  ', is_active: 'yes' });
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json().errors).sort()).toEqual(['is_active', 'name']);
    const duplicate = await call('POST', '/consoles', { name: 'PS5' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['validation.unique'] });
  });

  it('creates, reads and patches a console, each write audited with before and after', async () => {
    const created = await call('POST', '/consoles', { name: 'Xbox Series X', description: 'Game Pass' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      name: 'Xbox Series X',
      image: null,
      is_active: true,
      units_count: 0,
    });
    expect(await latestAudit(ctx.db, 'console', id)).toMatchObject({
      action: 'console.create',
      subject_label: 'Xbox Series X',
      before: null,
      after: expect.objectContaining({ name: 'Xbox Series X' }),
    });
    const patched = await call('PATCH', `/consoles/${id}`, { description: 'Game Pass Ultimate' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call('GET', `/consoles/${id}`)).json().data.description).toBe('Game Pass Ultimate');
    expect(await latestAudit(ctx.db, 'console', id)).toMatchObject({
      action: 'console.update',
      before: expect.objectContaining({ description: 'Game Pass' }),
      after: expect.objectContaining({ description: 'Game Pass Ultimate' }),
    });
    expect((await call('GET', '/consoles/999999')).statusCode).toBe(404);
  });

  it('deletes a console nothing carries, and deactivates one units carry, saying why', async () => {
    const spare = (await call('POST', '/consoles', { name: 'Sega Saturn' })).json().data.id;
    const gone = await call('DELETE', `/consoles/${spare}`);
    expect(gone.json()).toEqual({ deleted: true, message: 'The console was deleted.' });
    expect(await ctx.db.select().from(consoles).where(eq(consoles.id, spare))).toEqual([]);
    expect((await latestAudit(ctx.db, 'console', spare))?.action).toBe('console.delete');

    const [carried] = await ctx.db
      .select({ id: unitConsoles.console_id })
      .from(unitConsoles)
      .innerJoin(units, eq(units.id, unitConsoles.unit_id))
      .limit(1);
    const kept = await call('DELETE', `/consoles/${carried?.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().deleted).toBe(false);
    expect(kept.json().message).toContain('still referenced by units');
    const [row] = await ctx.db
      .select()
      .from(consoles)
      .where(eq(consoles.id, carried?.id as number));
    expect(row?.is_active).toBe(false);
    expect((await latestAudit(ctx.db, 'console', carried?.id as number))?.action).toBe('console.deactivate');
  });

  it('turns away visitors (401), customers and the front desk (403) on every call', async () => {
    await expectAdminOnly(ctx.app, managers, 'GET', '/consoles');
    await expectAdminOnly(ctx.app, managers, 'GET', '/consoles/1');
    await expectAdminOnly(ctx.app, managers, 'POST', '/consoles', { name: 'Atari' });
    await expectAdminOnly(ctx.app, managers, 'PATCH', '/consoles/1', { name: 'Atari' });
    await expectAdminOnly(ctx.app, managers, 'DELETE', '/consoles/1');
    expect(await ctx.db.select().from(consoles).where(eq(consoles.name, 'Atari'))).toEqual([]);
  });
});
