import { compareUnitNames } from '@ruangmain/domain/pricelist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { games, rooms } from '../../db/schema/catalogue';
import { faqs } from '../../db/schema/content';
import { fnbCategories, fnbs } from '../../db/schema/food';

// spec 1 §3, §5 "Catalogue filters", §7 "Public catalogue"; spec 2 §7 public units.
describe('public catalogue API', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await createSeededTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('GET /api/public/games', () => {
    it('pages active games 15 at a time in the paginator shape', async () => {
      const activeGames = await ctx.db.select().from(games).where(eq(games.is_active, true));
      const response = await get('/api/public/games');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        current_page: 1,
        per_page: 15,
        total: activeGames.length,
        from: 1,
        to: 15,
      });
      expect(body.last_page).toBe(Math.ceil(activeGames.length / 15));
      expect(body.data).toHaveLength(15);
      for (const game of body.data) {
        expect(game).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          image: expect.stringMatching(/^games\/.+\.svg$/),
          description: expect.any(String),
          is_active: true,
          genres: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
          consoles: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
        });
      }
    });

    it('reaches the last page and answers an empty page past it', async () => {
      const first = (await get('/api/public/games')).json();
      const last = (await get(`/api/public/games?page=${first.last_page}`)).json();
      expect(last.to).toBe(first.total);
      expect(last.from).toBe((first.last_page - 1) * 15 + 1);
      const past = (await get(`/api/public/games?page=${first.last_page + 1}`)).json();
      expect(past).toMatchObject({ data: [], from: null, to: null, total: first.total });
    });

    it('never lists inactive games', async () => {
      const inactive = await ctx.db.select().from(games).where(eq(games.is_active, false));
      expect(inactive.length).toBeGreaterThan(0);
      const all = (await get('/api/public/games?per_page=100')).json();
      const titles = all.data.map((game: { title: string }) => game.title);
      for (const game of inactive) expect(titles).not.toContain(game.title);
      expect(all.data).toHaveLength(all.total);
    });

    it.each([
      ['page=-1', 'page', 'validation.min.numeric'],
      ['page=0', 'page', 'validation.min.numeric'],
      ['page=abc', 'page', 'validation.numeric'],
      ['page=1.5', 'page', 'validation.invalid'],
      ['per_page=10000', 'per_page', 'validation.max.numeric'],
      ['per_page=0', 'per_page', 'validation.min.numeric'],
    ])('refuses %s with 422', async (query, field, code) => {
      const response = await get(`/api/public/games?${query}`);
      expect(response.statusCode).toBe(422);
      const errors = response.json().errors[field];
      expect(errors).toHaveLength(1);
      if (code !== 'validation.invalid') expect(errors).toEqual([code]);
    });
  });

  it('lists published FAQs as a bare array', async () => {
    const response = await get('/api/public/faqs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    const published = await ctx.db.select().from(faqs).where(eq(faqs.is_published, true));
    expect(body).toHaveLength(published.length);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      answer: expect.any(String),
      is_published: true,
    });
  });

  it('lists active consoles with the number of bookable units of each', async () => {
    const body = (await get('/api/public/consoles')).json();
    expect(body.data.map((item: { name: string }) => item.name)).toEqual(['PS5', 'PS4', 'Nintendo Switch']);
    const units = (await get('/api/public/units')).json().data as Array<{
      consoles: Array<{ name: string }>;
    }>;
    for (const item of body.data) {
      const carrying = units.filter((unit) => unit.consoles.some((entry) => entry.name === item.name)).length;
      expect(item.amount).toBe(carrying);
      expect(item.amount).toBeGreaterThan(0);
    }
  });

  describe('GET /api/public/rooms', () => {
    it('lists available rooms with units and the active consoles they offer', async () => {
      const body = (await get('/api/public/rooms')).json();
      expect(body.data.map((room: { name: string }) => room.name)).toEqual(['Regular', 'VIP', 'VVIP']);
      for (const room of body.data) {
        expect(room).toMatchObject({ is_available: true, max_visitors: expect.any(Number) });
        expect(room.units.length).toBeGreaterThan(0);
        for (const item of room.consoles) {
          expect(item).toEqual({
            id: expect.any(Number),
            name: expect.any(String),
            is_active: true,
            amount: expect.any(Number),
          });
          const carrying = room.units.filter((unit: { consoles: Array<{ id: number }> }) =>
            unit.consoles.some((entry) => entry.id === item.id),
          );
          expect(item.amount).toBe(carrying.length);
        }
      }
      const regular = body.data[0];
      expect(regular.units.length).toBeGreaterThan(3);
    });

    it('filters by console name, keeping only units with that console', async () => {
      const body = (await get('/api/public/rooms?console_name=ps4')).json();
      expect(body.data.length).toBeGreaterThan(0);
      for (const room of body.data) {
        for (const unit of room.units) {
          expect(unit.consoles.map((item: { name: string }) => item.name)).toContain('PS4');
        }
      }
      expect((await get('/api/public/rooms?console_name=Xbox')).json()).toEqual({ data: [] });
    });

    it('refuses an over-long console name', async () => {
      const response = await get(`/api/public/rooms?console_name=${'x'.repeat(101)}`);
      expect(response.statusCode).toBe(422);
    });

    it('leaves out a room once it is made unavailable, at once', async () => {
      const before = (await get('/api/public/rooms')).json();
      const vip = before.data.find((room: { name: string }) => room.name === 'VIP');
      await ctx.db.update(rooms).set({ is_available: false }).where(eq(rooms.id, vip.id));
      try {
        await expect
          .poll(
            async () =>
              (await get('/api/public/rooms')).json().data.map((room: { name: string }) => room.name),
            {
              timeout: 2000,
              interval: 20,
            },
          )
          .toEqual(['Regular', 'VVIP']);
        const pricelist = (await get('/api/public/pricelists')).json();
        expect(pricelist.map((entry: { room_name: string }) => entry.room_name)).toEqual(['Regular', 'VVIP']);
      } finally {
        await ctx.db.update(rooms).set({ is_available: true }).where(eq(rooms.id, vip.id));
        // The change reaches the cache by a database notification: wait for it, so the next tests
        // never read the answers cached while VIP was away.
        await expect
          .poll(async () => (await get('/api/public/pricelists')).json().length, {
            timeout: 2000,
            interval: 20,
          })
          .toBe(3);
      }
    });
  });

  it('lists active banners in data', async () => {
    const body = (await get('/api/public/banners')).json();
    expect(body.data).toHaveLength(3);
    for (const banner of body.data) {
      expect(banner).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        description: expect.any(String),
        image: expect.stringMatching(/^banners\//),
        is_active: true,
      });
    }
  });

  it('lists the pricelist as a bare array, units in pricelist order', async () => {
    const body = (await get('/api/public/pricelists')).json();
    expect(body.map((entry: { room_name: string }) => entry.room_name)).toEqual(['Regular', 'VIP', 'VVIP']);
    for (const entry of body) {
      expect(entry.max_visitors).toBeGreaterThan(0);
      const names = entry.units.map((unit: { unit_name: string }) => unit.unit_name);
      expect(names).toEqual([...names].sort(compareUnitNames));
      for (const unit of entry.units) {
        expect(unit).toMatchObject({
          unit_name: expect.any(String),
          has_netflix: expect.any(Boolean),
          price_per_hour: expect.any(Number),
        });
        // Consoles as objects with a name, as in every other answer.
        for (const item of unit.consoles)
          expect(item).toEqual({ id: expect.any(Number), name: expect.any(String) });
      }
    }
    expect(body[1].units.every((unit: { has_netflix: boolean }) => unit.has_netflix)).toBe(true);
  });

  it('lists active reviews in data.data with the booking bookable and unit', async () => {
    const body = (await get('/api/public/customer-reviews')).json();
    const reviews = body.data.data;
    expect(reviews.length).toBeGreaterThan(3);
    for (const review of reviews) {
      expect(review.is_active).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.booking.bookable).toHaveProperty('name');
      expect(review.booking.bookable).toHaveProperty('username');
    }
    expect(
      reviews.some(
        (review: { booking: { bookable_type: string } }) => review.booking.bookable_type === 'guest',
      ),
    ).toBe(true);
    expect(
      reviews.some((review: { booking: { unit: { name: string } | null } }) => review.booking.unit?.name),
    ).toBe(true);
  });

  it('lists the active rewards catalogue as a bare array of the three types', async () => {
    const response = await get('/api/public/rewards?is_active=true');
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(new Set(body.map((reward: { type: string }) => reward.type))).toEqual(
      new Set(['free_fnb', 'free_play', 'free_merchandise']),
    );
    for (const reward of body) {
      expect(reward).toMatchObject({
        is_active: true,
        points_required: expect.any(Number),
        name: expect.any(String),
      });
      expect(reward.effects.type).toBe(reward.type);
    }
    expect((await get('/api/public/rewards?is_active=maybe')).statusCode).toBe(422);
  });

  describe('food and drinks', () => {
    it('lists the whole menu in data, sold-out items included, each with its category', async () => {
      const response = await get('/api/public/fnbs');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const stored = await ctx.db.select().from(fnbs);
      expect(data).toHaveLength(stored.length);
      for (const item of data) {
        expect(item).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          description: expect.any(String),
          price: expect.any(Number),
          image: expect.stringMatching(/^fnbs\//),
          is_available: expect.any(Boolean),
          fnb_category_id: expect.any(Number),
          category: expect.any(String),
          fnb_category: { id: item.fnb_category_id, category: item.category },
        });
      }
      const soldOut = stored.filter((item) => !item.is_available).map((item) => item.name);
      expect(soldOut.length).toBeGreaterThan(0);
      expect(
        data
          .filter((item: { is_available: boolean }) => !item.is_available)
          .map((i: { name: string }) => i.name),
      ).toEqual(expect.arrayContaining(soldOut));
    });

    it('groups the menu by category in menu order', async () => {
      const categories = (await get('/api/public/fnb-category')).json().data as Array<{
        id: number;
        category: string;
      }>;
      const { data } = (await get('/api/public/fnbs')).json();
      const order = data.map((item: { fnb_category_id: number }) => item.fnb_category_id);
      const firstSeen = [...new Set(order)];
      expect(firstSeen).toEqual(categories.map((category) => category.id).filter((id) => order.includes(id)));
    });

    it('lists the categories in data, in menu order', async () => {
      const response = await get('/api/public/fnb-category');
      expect(response.statusCode).toBe(200);
      const stored = await ctx.db.select().from(fnbCategories);
      const expected = [...stored]
        .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
        .map(({ id, category }) => ({ id, category }));
      expect(response.json()).toEqual({ data: expected });
    });

    it('shows a sold-out change at once', async () => {
      const [item] = (await get('/api/public/fnbs')).json().data as Array<{
        id: number;
        is_available: boolean;
      }>;
      if (!item) throw new Error('no menu items');
      await ctx.db.update(fnbs).set({ is_available: !item.is_available }).where(eq(fnbs.id, item.id));
      try {
        await expect
          .poll(
            async () =>
              (await get('/api/public/fnbs'))
                .json()
                .data.find((entry: { id: number }) => entry.id === item.id).is_available,
            { timeout: 2000, interval: 20 },
          )
          .toBe(!item.is_available);
      } finally {
        await ctx.db.update(fnbs).set({ is_available: item.is_available }).where(eq(fnbs.id, item.id));
      }
    });
  });

  describe('units', () => {
    it('lists units in data, filtered by console and room name', async () => {
      const all = (await get('/api/public/units')).json().data;
      expect(all.length).toBeGreaterThan(5);
      expect(all[0]).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        price: expect.any(Number),
        room: { name: expect.any(String) },
        consoles: expect.any(Array),
      });
      const vipPs5 = (await get('/api/public/units?console_name=PS5&room_name=VIP')).json().data;
      expect(vipPs5.length).toBeGreaterThan(0);
      for (const unit of vipPs5) {
        expect(unit.room.name).toBe('VIP');
        expect(unit.consoles.map((item: { name: string }) => item.name)).toContain('PS5');
      }
    });

    it('lists each unit with its games, as the unit itself shows them (spec 2 §3 Unit)', async () => {
      const all = (await get('/api/public/units')).json().data as Array<{ id: number; games: unknown[] }>;
      for (const unit of all) {
        const detail = (await get(`/api/public/units/${unit.id}`)).json();
        expect(unit.games.length).toBeGreaterThan(0);
        expect(unit.games).toEqual(detail.games);
      }
    });

    it('finds the games of all listed units in as many queries as for one unit', async () => {
      // Both engines' drizzle sessions send every statement through the client's query method.
      const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const queries = vi.spyOn(client, 'query');
      try {
        const countQueries = async (url: string) => {
          ctx.app.catalogueCache.invalidate();
          queries.mockClear();
          const units = (await get(url)).json().data as Array<{ games: unknown[] }>;
          expect(units.every((unit) => unit.games.length > 0)).toBe(true);
          return { units: units.length, queries: queries.mock.calls.length };
        };
        const few = await countQueries('/api/public/units?room_name=VVIP');
        const all = await countQueries('/api/public/units');
        expect(all.units).toBeGreaterThan(few.units);
        expect(all.queries).toBe(few.queries);
      } finally {
        queries.mockRestore();
      }
    });

    it('shows one unit with its games', async () => {
      const [unit] = (await get('/api/public/units')).json().data;
      const response = await get(`/api/public/units/${unit.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id: unit.id, name: unit.name, room: unit.room });
      expect(body.games.length).toBeGreaterThan(0);
      expect(body.games[0]).toMatchObject({
        title: expect.any(String),
        consoles: expect.any(Array),
        genres: expect.any(Array),
      });
    });

    it.each([
      ['/api/public/units/999999', 404],
      ['/api/public/units/abc', 422],
      ['/api/public/units/-3', 422],
      ['/api/public/units/99999999999', 422],
    ])('%s answers %i', async (url, status) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toHaveProperty('message');
    });
  });

  describe('caching', () => {
    it('answers with an ETag and 304 for a matching If-None-Match', async () => {
      const first = await get('/api/public/banners');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const second = await get('/api/public/banners', { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    });

    it('shows a change at once with a new ETag', async () => {
      const first = await get('/api/public/faqs');
      const [faq] = first.json();
      await ctx.db.update(faqs).set({ question: 'Bisa main sampai subuh?' }).where(eq(faqs.id, faq.id));
      await expect
        .poll(async () => (await get('/api/public/faqs')).json()[0].question, { timeout: 2000, interval: 20 })
        .toBe('Bisa main sampai subuh?');
      const after = await get('/api/public/faqs', { 'if-none-match': String(first.headers.etag) });
      expect(after.statusCode).toBe(200);
    });
  });
});
