import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingTestApp, guestBooking, openBookingApp, postBooking } from '../../../test/bookings';
import {
  expectAdminOnly,
  latestAudit,
  type Managers,
  manageCall,
  signInManagers,
} from '../../../test/manage';
import { bookings } from '../../db/schema/bookings';
import { consoles, games, rooms, unitGames, units } from '../../db/schema/catalogue';
import { rewards } from '../../db/schema/rewards';

describe('/api/admin/units (issue 17: units, their games in order, maintenance)', () => {
  let ctx: BookingTestApp;
  let managers: Managers;
  let vip: number;
  let ps5: number;
  let twoGames: number[];
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    manageCall(ctx.app, managers.admin, method, path, payload);
  const publicUnit = async (id: number) =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/public/units' })).json().data as Array<{
        id: number;
        price_per_hour: number;
        games: { id: number; title: string }[];
      }>
    ).find((unit) => unit.id === id);

  beforeAll(async () => {
    ctx = await openBookingApp();
    managers = await signInManagers(ctx.app, ctx.db);
    vip = (await ctx.db.select().from(rooms).where(eq(rooms.name, 'VIP')))[0]?.id as number;
    ps5 = (await ctx.db.select().from(consoles).where(eq(consoles.name, 'PS5')))[0]?.id as number;
    const picked = await ctx.db
      .select({ id: games.id })
      .from(games)
      .where(inArray(games.title, ['Tekken 8', 'Astro Bot']))
      .orderBy(games.title);
    twoGames = picked.map((game) => game.id);
  });
  afterAll(async () => ctx?.close());

  const newUnit = (overrides: Record<string, unknown> = {}) => ({
    room_id: vip,
    name: 'VIP PS5 3',
    price_per_hour: 45_000,
    points_per_hour: 6,
    console_ids: [ps5],
    game_ids: twoGames,
    ...overrides,
  });

  it('adds a unit to a room with consoles and games in the given order; customers see it at once', async () => {
    const created = await call('POST', '/units', newUnit());
    expect(created.statusCode, created.body).toBe(201);
    const unit = created.json().data;
    expect(unit).toMatchObject({
      room: { id: vip, name: 'VIP' },
      name: 'VIP PS5 3',
      price_per_hour: 45_000,
      points_per_hour: 6,
      status: 'available',
      is_active: true,
      consoles: [{ id: ps5, name: 'PS5' }],
    });
    expect(unit.games.map((game: { id: number }) => game.id)).toEqual(twoGames);
    const audit = await latestAudit(ctx.db, 'unit', unit.id);
    expect(audit).toMatchObject({
      action: 'unit.create',
      after: expect.objectContaining({ game_ids: twoGames }),
    });
    await expect.poll(async () => (await publicUnit(unit.id))?.price_per_hour).toBe(45_000);
    expect((await publicUnit(unit.id))?.games.map((game) => game.id)).toEqual(twoGames);
  });

  it('reorders a unit’s games: the wizard’s list follows; wrong ids are 422, a stale list 409', async () => {
    const [unit] = await ctx.db.select().from(units).where(eq(units.name, 'VIP PS5 3'));
    const reversed = [...twoGames].reverse();
    const saved = await call('POST', `/units/${unit?.id}/games/reorder`, { ids: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    // The public cache drops on the database's change notice: at once, but not within this call.
    await expect
      .poll(async () => (await publicUnit(unit?.id as number))?.games.map((game) => game.id))
      .toEqual(reversed);
    expect(
      (await call('GET', `/units/${unit?.id}`)).json().data.games.map((game: { id: number }) => game.id),
    ).toEqual(reversed);
    expect(await latestAudit(ctx.db, 'unit', unit?.id as number)).toMatchObject({
      action: 'unit.reorder',
      before: { game_ids: twoGames },
      after: { game_ids: reversed },
    });
    const foreign = await call('POST', `/units/${unit?.id}/games/reorder`, { ids: [reversed[0], 999_999] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ ids: ['validation.exists'] });
    const stale = await call('POST', `/units/${unit?.id}/games/reorder`, { ids: [reversed[0]] });
    expect(stale.statusCode).toBe(409);
    const repeated = await call('POST', `/units/${unit?.id}/games/reorder`, {
      ids: [reversed[0], reversed[0]],
    });
    expect(repeated.statusCode).toBe(422);
  });

  it('a patch changes only what it names', async () => {
    const [unit] = await ctx.db.select().from(units).where(eq(units.name, 'VIP PS5 3'));
    const patched = await call('PATCH', `/units/${unit?.id}`, { price_per_hour: 50_000 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      price_per_hour: 50_000,
      points_per_hour: 6,
      is_active: true,
    });
    expect(patched.json().data.games).toHaveLength(2);
  });

  it('a unit in maintenance leaves the wizard, offers no slot and refuses a booking', async () => {
    const unit = ctx.unit;
    const date = ctx.nextDate();
    const slots = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/public/get-availability-time/${unit.id}`,
          payload: { date },
        })
      ).json().slots as { is_available: boolean }[];
    expect((await slots()).some((slot) => slot.is_available)).toBe(true);

    expect((await call('PATCH', `/units/${unit.id}`, { status: 'maintenance' })).statusCode).toBe(200);
    await expect.poll(() => publicUnit(unit.id)).toBeUndefined();
    expect((await slots()).some((slot) => slot.is_available)).toBe(false);
    const refused = await postBooking(ctx.app, guestBooking(unit, date, '14:00'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ unit_id: ['validation.exists'] });
    expect(refused.json().message).toContain('under maintenance');

    expect((await call('PATCH', `/units/${unit.id}`, { status: 'available' })).statusCode).toBe(200);
    expect((await postBooking(ctx.app, guestBooking(unit, date, '14:00'))).statusCode).toBe(201);
  });

  it('refuses bad input with 422 per field, and ids that name nothing', async () => {
    const bad = await call('POST', '/units', {
      name: '',
      price_per_hour: -1,
      status: 'broken',
      game_ids: [1, 1],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'game_ids',
      'name',
      'price_per_hour',
      'room_id',
      'status',
    ]);
    const noRoom = await call('POST', '/units', newUnit({ name: 'Ghost', room_id: 999_999 }));
    expect(noRoom.statusCode).toBe(422);
    expect(noRoom.json().errors).toEqual({ room_id: ['validation.exists'] });
    const noGame = await call('POST', '/units', newUnit({ name: 'Ghost', game_ids: [999_999] }));
    expect(noGame.json().errors).toEqual({ game_ids: ['validation.exists'] });
    expect(await ctx.db.select().from(units).where(eq(units.name, 'Ghost'))).toEqual([]);
    const duplicate = await call('POST', '/units', newUnit());
    expect(duplicate.json().errors).toEqual({ name: ['validation.unique'] });
  });

  it('deletes a unit never booked; deactivates a booked one, saying why', async () => {
    const spare = (await call('POST', '/units', newUnit({ name: 'Spare' }))).json().data.id;
    expect((await call('DELETE', `/units/${spare}`)).json()).toEqual({
      deleted: true,
      message: 'The unit was deleted.',
    });
    expect(await ctx.db.select().from(unitGames).where(eq(unitGames.unit_id, spare))).toEqual([]);

    const [booked] = await ctx.db
      .select({ id: bookings.unit_id })
      .from(bookings)
      .where(and(eq(bookings.unit_id, ctx.unit.id)));
    const kept = await call('DELETE', `/units/${booked?.id}`);
    expect(kept.json()).toMatchObject({
      deleted: false,
      message: expect.stringContaining('still referenced by bookings'),
    });
    const [row] = await ctx.db.select().from(units).where(eq(units.id, ctx.unit.id));
    expect(row?.is_active).toBe(false);
    expect((await latestAudit(ctx.db, 'unit', ctx.unit.id))?.action).toBe('unit.deactivate');
  });

  it('deactivates a unit a free-play reward names, though nobody booked it', async () => {
    const rewarded = (await call('POST', '/units', newUnit({ name: 'Reward Unit' }))).json().data.id;
    await ctx.db.insert(rewards).values({
      name: 'Free hour on Reward Unit',
      type: 'free_play',
      points_required: 100,
      effects: { type: 'free_play', unit_id: rewarded, duration_hours: 1 },
    });
    const kept = await call('DELETE', `/units/${rewarded}`);
    expect(kept.json()).toMatchObject({
      deleted: false,
      message: expect.stringContaining('still referenced by rewards'),
    });
  });

  it('lists with search, a room filter, sort and paging', async () => {
    const list = await call('GET', `/units?room_id=${vip}&sort=price_per_hour&direction=desc&per_page=1`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ per_page: 1, current_page: 1 });
    expect(list.json().data[0].room.id).toBe(vip);
    expect(
      (await call('GET', '/units?search=vip ps5')).json().data.map((unit: { name: string }) => unit.name),
    ).toEqual(['VIP PS5 3']);
  });

  it('turns away visitors (401), customers and the front desk (403)', async () => {
    await expectAdminOnly(ctx.app, managers, 'GET', '/units');
    await expectAdminOnly(ctx.app, managers, 'POST', '/units', newUnit({ name: 'Nope' }));
    await expectAdminOnly(ctx.app, managers, 'PATCH', `/units/${ctx.unit.id}`, { status: 'maintenance' });
    await expectAdminOnly(ctx.app, managers, 'POST', `/units/${ctx.unit.id}/games/reorder`, { ids: [1] });
    await expectAdminOnly(ctx.app, managers, 'DELETE', `/units/${ctx.unit.id}`);
  });
});
