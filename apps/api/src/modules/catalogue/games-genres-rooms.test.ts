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
import { bookings } from '../../db/schema/bookings';
import { gameGenres, games, genres, rooms } from '../../db/schema/catalogue';

describe('/api/admin/{genres,games,rooms} (issue 17: the game library and the rooms)', () => {
  let ctx: Awaited<ReturnType<typeof createSeededTestApp>>;
  let managers: Managers;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    manageCall(ctx.app, managers.admin, method, path, payload);
  const idOf = async (table: typeof genres | typeof rooms, name: string) =>
    (await ctx.db.select({ id: table.id }).from(table).where(eq(table.name, name)))[0]?.id as number;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  describe('genres', () => {
    it('adds, renames, sorts by games and deletes a genre (its games just lose the label)', async () => {
      const created = await call('POST', '/genres', { name: 'Roguelike' });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      expect((await call('PATCH', `/genres/${id}`, { name: 'Roguelite' })).json().data).toEqual({
        id,
        name: 'Roguelite',
        games_count: 0,
      });
      const busiest = (await call('GET', '/genres?sort=games_count&direction=desc')).json().data[0];
      expect(busiest.games_count).toBeGreaterThan(0);
      const busy = busiest.id as number;
      expect((await call('DELETE', `/genres/${busy}`)).json().deleted).toBe(true);
      expect(await ctx.db.select().from(gameGenres).where(eq(gameGenres.genre_id, busy))).toEqual([]);
      expect((await latestAudit(ctx.db, 'genre', busy))?.action).toBe('genre.delete');
    });

    it('refuses a blank or taken name with 422', async () => {
      expect((await call('POST', '/genres', { name: ' ' })).json().errors).toHaveProperty('name');
      expect((await call('POST', '/genres', { name: 'Roguelite' })).json().errors).toEqual({
        name: ['validation.unique'],
      });
    });
  });

  describe('games', () => {
    it('adds a game with genres and consoles, shown in the public library at once', async () => {
      const genre = await idOf(genres, 'Roguelite');
      const created = await call('POST', '/games', {
        title: 'Hades II',
        description: 'Into the underworld again.',
        genre_ids: [genre],
        console_ids: [],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({
        title: 'Hades II',
        genres: [{ id: genre, name: 'Roguelite' }],
      });
      const library = async () =>
        (
          (await ctx.app.inject({ method: 'GET', url: '/api/public/games?per_page=100' })).json()
            .data as Array<{
            title: string;
          }>
        ).map((game) => game.title);
      await expect.poll(library).toContain('Hades II');
      expect(await latestAudit(ctx.db, 'game', created.json().data.id)).toMatchObject({
        action: 'game.create',
        after: expect.objectContaining({ genre_ids: [genre], console_ids: [] }),
      });
    });

    it('a patch of the title keeps the genres; a patch of the genres replaces them', async () => {
      const [game] = await ctx.db.select().from(games).where(eq(games.title, 'Hades II'));
      const renamed = await call('PATCH', `/games/${game?.id}`, { title: 'Hades 2' });
      expect(renamed.json().data.genres).toHaveLength(1);
      const cleared = await call('PATCH', `/games/${game?.id}`, { genre_ids: [] });
      expect(cleared.json().data).toMatchObject({ title: 'Hades 2', genres: [] });
    });

    it('refuses unknown genres and consoles with 422, writing nothing', async () => {
      const bad = await call('POST', '/games', { title: 'Nope', genre_ids: [999_999] });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ genre_ids: ['validation.exists'] });
      expect(await ctx.db.select().from(games).where(eq(games.title, 'Nope'))).toEqual([]);
    });

    it('deactivates a game bookings name, deletes one nobody booked', async () => {
      const [booked] = await ctx.db.select({ id: bookings.game_id }).from(bookings).limit(1);
      const kept = await call('DELETE', `/games/${booked?.id}`);
      expect(kept.json()).toMatchObject({ deleted: false, message: expect.stringContaining('bookings') });
      expect(
        (
          await ctx.db
            .select()
            .from(games)
            .where(eq(games.id, booked?.id as number))
        )[0]?.is_active,
      ).toBe(false);
      const [fresh] = await ctx.db.select().from(games).where(eq(games.title, 'Hades 2'));
      expect((await call('DELETE', `/games/${fresh?.id}`)).json().deleted).toBe(true);
    });
  });

  describe('rooms', () => {
    it('adds a room last, lists its consoles from its units, and saves a dragged order', async () => {
      const created = await call('POST', '/rooms', { name: 'Family', max_visitors: 8 });
      expect(created.statusCode, created.body).toBe(201);
      const list = (await call('GET', '/rooms?sort=sort_order')).json().data as Array<{
        id: number;
        name: string;
        consoles: { name: string }[];
      }>;
      expect(list.at(-1)?.name).toBe('Family');
      expect(list.find((room) => room.name === 'VIP')?.consoles.map((item) => item.name)).toContain('PS5');
      const reversed = list.map((room) => room.id).reverse();
      const saved = await call('POST', '/rooms/reorder', { ids: reversed });
      expect(saved.statusCode, saved.body).toBe(200);
      const publicOrder = async () =>
        (
          (await ctx.app.inject({ method: 'GET', url: '/api/public/rooms' })).json().data as Array<{
            id: number;
          }>
        ).map((room) => room.id);
      await expect.poll(publicOrder).toEqual(reversed.filter((id) => id !== created.json().data.id));
      expect((await call('POST', '/rooms/reorder', { ids: reversed.slice(1) })).statusCode).toBe(409);
    });

    it('refuses max visitors below 1 and deactivates a room holding units', async () => {
      expect((await call('POST', '/rooms', { name: 'Tiny', max_visitors: 0 })).json().errors).toHaveProperty(
        'max_visitors',
      );
      const vip = await idOf(rooms, 'VIP');
      const kept = await call('DELETE', `/rooms/${vip}`);
      expect(kept.json()).toMatchObject({ deleted: false, message: expect.stringContaining('units') });
      expect((await ctx.db.select().from(rooms).where(eq(rooms.id, vip)))[0]?.is_available).toBe(false);
      const family = await idOf(rooms, 'Family');
      expect((await call('DELETE', `/rooms/${family}`)).json().deleted).toBe(true);
    });
  });

  it('turns away visitors (401), customers and the front desk (403)', async () => {
    for (const collection of ['genres', 'games', 'rooms']) {
      await expectAdminOnly(ctx.app, managers, 'GET', `/${collection}`);
      await expectAdminOnly(ctx.app, managers, 'POST', `/${collection}`, {
        name: 'X',
        title: 'X',
        max_visitors: 2,
      });
      await expectAdminOnly(ctx.app, managers, 'PATCH', `/${collection}/1`, { name: 'X' });
      await expectAdminOnly(ctx.app, managers, 'DELETE', `/${collection}/1`);
    }
    await expectAdminOnly(ctx.app, managers, 'POST', '/rooms/reorder', { ids: [1] });
  });
});
