import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import { fnbNamed, holdReward } from '../../../test/food-orders';
import {
  expectAdminOnly,
  latestAudit,
  type Managers,
  manageCall,
  signInManagers,
} from '../../../test/manage';
import { createSeededTestApp } from '../../../test/seeded-app';
import { units } from '../../db/schema/catalogue';
import { rewards } from '../../db/schema/rewards';

describe('/api/admin/rewards (issue 17: rewards, admins only)', () => {
  let ctx: Awaited<ReturnType<typeof createSeededTestApp>>;
  let managers: Managers;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    manageCall(ctx.app, managers.admin, method, path, payload);
  const shop = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/public/rewards?is_active=true' })).json() as Array<{
      id: number;
      points_required: number;
    }>;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  it('turns away visitors (401), customers and the front desk (403) on every call', async () => {
    await expectAdminOnly(ctx.app, managers, 'GET', '/rewards');
    await expectAdminOnly(ctx.app, managers, 'GET', '/rewards/1');
    await expectAdminOnly(ctx.app, managers, 'POST', '/rewards', { name: 'X' });
    await expectAdminOnly(ctx.app, managers, 'PATCH', '/rewards/1', { points_required: 10 });
    await expectAdminOnly(ctx.app, managers, 'DELETE', '/rewards/1');
  });

  it('creates free food with its items and free play with a unit and hours, audited, in the shop at once', async () => {
    const tea = await fnbNamed(ctx.db, 'Es Teh Manis');
    const food = await call('POST', '/rewards', {
      name: 'Two teas',
      type: 'free_fnb',
      points_required: 55,
      effects: { type: 'free_fnb', fnbs: [{ fnb_id: tea.id, quantity: 2 }] },
      stock: 10,
    });
    expect(food.statusCode, food.body).toBe(201);
    expect(food.json().data).toMatchObject({
      name: 'Two teas',
      image: null,
      validity_days: 30,
      is_active: true,
      redeemed_count: 0,
      effects: { type: 'free_fnb', fnbs: [{ fnb_id: tea.id, quantity: 2 }] },
    });
    expect(await latestAudit(ctx.db, 'reward', food.json().data.id)).toMatchObject({
      action: 'reward.create',
      after: expect.objectContaining({ points_required: 55 }),
    });
    expect((await shop()).some((reward) => reward.id === food.json().data.id)).toBe(true);

    const [unit] = await ctx.db.select({ id: units.id }).from(units).limit(1);
    const play = await call('POST', '/rewards', {
      name: 'One free hour',
      type: 'free_play',
      points_required: 150,
      effects: { type: 'free_play', unit_id: unit?.id, duration_hours: 1 },
    });
    expect(play.statusCode, play.body).toBe(201);
  });

  it('refuses bad bodies with 422: effects of another type, unknown items or units, zero points', async () => {
    const mismatch = await call('POST', '/rewards', {
      name: 'Odd',
      type: 'free_play',
      points_required: 10,
      effects: { type: 'free_merchandise', item: 'Sticker' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ effects: ['validation.in'] });

    const bad = await call('POST', '/rewards', {
      name: '',
      type: 'free_fnb',
      points_required: 0,
      effects: { type: 'free_fnb', fnbs: [] },
      stock: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'effects.fnbs',
      'name',
      'points_required',
      'stock',
    ]);

    const unknownItem = await call('POST', '/rewards', {
      name: 'Ghost food',
      type: 'free_fnb',
      points_required: 10,
      effects: { type: 'free_fnb', fnbs: [{ fnb_id: 999_999, quantity: 1 }] },
    });
    expect(unknownItem.statusCode).toBe(422);
    expect(unknownItem.json().errors).toEqual({ effects: ['validation.exists'] });

    const [reward] = await ctx.db.select().from(rewards).where(eq(rewards.type, 'free_play')).limit(1);
    const typeAlone = await call('PATCH', `/rewards/${reward?.id}`, { type: 'free_fnb' });
    expect(typeAlone.statusCode).toBe(422);
    expect(typeAlone.json().errors).toEqual({ effects: ['validation.in'] });
  });

  it('changes the points, and the customer’s shop shows it at once', async () => {
    const [reward] = await ctx.db.select().from(rewards).where(eq(rewards.is_active, true)).limit(1);
    if (!reward) throw new Error('no demo reward');
    expect((await shop()).find((row) => row.id === reward.id)?.points_required).toBe(reward.points_required);
    const saved = await call('PATCH', `/rewards/${reward.id}`, {
      points_required: reward.points_required + 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shop()).find((row) => row.id === reward.id)?.points_required).toBe(
      reward.points_required + 7,
    );
    expect(await latestAudit(ctx.db, 'reward', reward.id)).toMatchObject({
      action: 'reward.update',
      before: expect.objectContaining({ points_required: reward.points_required }),
      after: expect.objectContaining({ points_required: reward.points_required + 7 }),
    });
  });

  it('deletes a reward nobody redeemed, and deactivates one a customer holds, saying why', async () => {
    const fresh = await call('POST', '/rewards', {
      name: 'Keychain',
      type: 'free_merchandise',
      points_required: 30,
      effects: { type: 'free_merchandise', item: 'Keychain' },
    });
    const gone = await call('DELETE', `/rewards/${fresh.json().data.id}`);
    expect(gone.json()).toMatchObject({ deleted: true });

    const customer = await createCustomer(ctx.app, ctx.db);
    const held = await holdReward(ctx.db, customer.user.id, 'Free Es Teh Manis');
    const kept = await call('DELETE', `/rewards/${held.reward.id}`);
    expect(kept.json()).toMatchObject({ deleted: false });
    expect(kept.json().message).toContain('redeemed rewards');
    expect((await call('GET', `/rewards/${held.reward.id}`)).json().data).toMatchObject({
      is_active: false,
      redeemed_count: 1,
    });
    expect((await shop()).some((row) => row.id === held.reward.id)).toBe(false);
    expect(await latestAudit(ctx.db, 'reward', held.reward.id)).toMatchObject({
      action: 'reward.deactivate',
    });
  });
});
