import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingTestApp, book, guestBooking, openBookingApp } from '../../../test/bookings';
import {
  expectAdminOnly,
  latestAudit,
  type Managers,
  manageCall,
  signInManagers,
} from '../../../test/manage';
import { promos } from '../../db/schema/pricing';

describe('/api/admin/promos (issue 17: promos with the venue’s rules, admins only)', () => {
  let ctx: BookingTestApp;
  let managers: Managers;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    manageCall(ctx.app, managers.admin, method, path, payload);
  const checkCode = (code: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/public/promos?promo_code=${code}` });

  beforeAll(async () => {
    ctx = await openBookingApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  it('turns away visitors (401), customers and the front desk (403) on every call', async () => {
    await expectAdminOnly(ctx.app, managers, 'GET', '/promos');
    await expectAdminOnly(ctx.app, managers, 'GET', '/promos/1');
    await expectAdminOnly(ctx.app, managers, 'POST', '/promos', { promo_code: 'X', percentage: 10 });
    await expectAdminOnly(ctx.app, managers, 'PATCH', '/promos/1', { percentage: 10 });
    await expectAdminOnly(ctx.app, managers, 'DELETE', '/promos/1');
  });

  it('creates a promo with a trimmed, upper-cased code and the venue’s rules, audited', async () => {
    const created = await call('POST', '/promos', {
      promo_code: '  weekend25 ',
      description: 'Weekend',
      percentage: 25,
      start_date: '2026-01-01T00:00:00+07:00',
      end_date: '2030-01-01T00:00:00+07:00',
      usage_limit: 100,
      usage_limit_per_user: 1,
      min_spend: 50_000,
      applies_to: 'room',
      times_used: 99,
    });
    expect(created.statusCode, created.body).toBe(201);
    const promo = created.json().data;
    expect(promo).toMatchObject({
      promo_code: 'WEEKEND25',
      percentage: 25,
      is_active: true,
      start_date: '2025-12-31T17:00:00.000Z',
      usage_limit_per_user: 1,
      min_spend: 50_000,
      applies_to: 'room',
      // Counted by bookings alone: a body cannot set it.
      times_used: 0,
      bookings_count: 0,
    });
    expect(await latestAudit(ctx.db, 'promo', promo.id)).toMatchObject({
      action: 'promo.create',
      before: null,
      after: expect.objectContaining({ promo_code: 'WEEKEND25', min_spend: 50_000 }),
    });
    const answer = await checkCode('weekend25');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ applies_to: 'room', min_spend: 50_000, usage_limit_per_user: 1 });
  });

  it('refuses bad bodies with 422 per field, and a code already taken', async () => {
    const bad = await call('POST', '/promos', {
      promo_code: 'bad code!',
      percentage: 0,
      start_date: '2026-05-02T00:00:00Z',
      end_date: '2026-05-01T00:00:00Z',
      usage_limit_per_user: 0,
      min_spend: -1,
      applies_to: 'drinks',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'applies_to',
      'min_spend',
      'percentage',
      'promo_code',
      'usage_limit_per_user',
    ]);
    const backwards = await call('POST', '/promos', {
      promo_code: 'BACKWARDS',
      percentage: 10,
      start_date: '2026-05-02T00:00:00Z',
      end_date: '2026-05-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end_date: ['validation.after_or_equal'] });
    const taken = await call('POST', '/promos', { promo_code: ' openingyuk', percentage: 5 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ promo_code: ['validation.unique'] });
  });

  it('patches what is sent, checks the dates against what is kept, and never a limit below the uses', async () => {
    const created = await call('POST', '/promos', {
      promo_code: 'PATCHME',
      percentage: 10,
      start_date: '2026-06-01T00:00:00Z',
    });
    const id = created.json().data.id;
    const before = await call('PATCH', `/promos/${id}`, { end_date: '2026-05-01T00:00:00Z' });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({ end_date: ['validation.after_or_equal'] });

    await ctx.db.update(promos).set({ times_used: 3 }).where(eq(promos.id, id));
    const below = await call('PATCH', `/promos/${id}`, { usage_limit: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ usage_limit: ['validation.min.numeric'] });

    const saved = await call('PATCH', `/promos/${id}`, { percentage: 15, usage_limit: 3, is_active: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      percentage: 15,
      usage_limit: 3,
      times_used: 3,
      is_active: false,
    });
    expect(await latestAudit(ctx.db, 'promo', id)).toMatchObject({
      action: 'promo.update',
      before: expect.objectContaining({ percentage: 10, is_active: true }),
      after: expect.objectContaining({ percentage: 15, is_active: false }),
    });
    // At once on the customer's side.
    expect((await checkCode('PATCHME')).json().message).toBe(
      'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.',
    );
  });

  it('lists with search, sort and paging; 404 for an unknown id', async () => {
    const list = await call('GET', '/promos?search=openingyuk&sort=promo_code');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { promo_code: string }) => row.promo_code)).toEqual(['OPENINGYUK']);
    const sorted = await call('GET', '/promos?sort=percentage&direction=desc&per_page=1');
    expect(sorted.json()).toMatchObject({ per_page: 1, current_page: 1 });
    expect((await call('GET', '/promos?sort=secret')).statusCode).toBe(422);
    expect((await call('GET', '/promos/999999')).statusCode).toBe(404);
  });

  it('deletes a promo nobody used, and deactivates one a booking names, saying why', async () => {
    const unused = (await call('POST', '/promos', { promo_code: 'NOBODY', percentage: 5 })).json().data;
    const gone = await call('DELETE', `/promos/${unused.id}`);
    expect(gone.json()).toMatchObject({ deleted: true });
    expect(await latestAudit(ctx.db, 'promo', unused.id)).toMatchObject({ action: 'promo.delete' });

    const used = (await call('POST', '/promos', { promo_code: 'SOMEBODY', percentage: 5 })).json().data;
    await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 1, { promo_code: 'SOMEBODY' }));
    const kept = await call('DELETE', `/promos/${used.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ deleted: false });
    expect(kept.json().message).toContain('bookings');
    const [row] = await ctx.db.select().from(promos).where(eq(promos.id, used.id));
    expect(row).toMatchObject({ is_active: false, times_used: 1 });
    expect(await latestAudit(ctx.db, 'promo', used.id)).toMatchObject({
      action: 'promo.deactivate',
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false }),
    });
    expect((await call('GET', `/promos/${used.id}`)).json().data.bookings_count).toBe(1);
  });
});
