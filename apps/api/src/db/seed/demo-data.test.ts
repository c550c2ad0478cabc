import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isWithinBusinessHours } from '@ruangmain/domain/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { users } from '../schema/accounts';
import { bookings } from '../schema/bookings';
import {
  consoles,
  gameConsoles,
  gameGenres,
  games,
  rooms,
  unitConsoles,
  unitGames,
  units,
} from '../schema/catalogue';
import { banners, faqs } from '../schema/content';
import { fnbCategories, fnbs } from '../schema/food';
import { pointTransactions } from '../schema/points';
import { promos, serviceFees, taxes } from '../schema/pricing';
import { reviews } from '../schema/reviews';
import { rewards } from '../schema/rewards';
import { type DemoSummary, isCatalogueEmpty, seedDemoData } from './demo-data';

const NOW = new Date('2026-03-18T05:00:00Z'); // a Wednesday, 12:00 in Jakarta
const TIME_ZONE = 'Asia/Jakarta';

let database: TestDatabase;
let storageDir: string;
let summary: DemoSummary;
let wasEmpty: boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-seed-'));
  wasEmpty = await isCatalogueEmpty(database.db);
  summary = await seedDemoData(database.db, { storageDir, now: NOW, timeZone: TIME_ZONE });
});

afterAll(async () => {
  await database?.drop();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('seeds an empty catalogue once and leaves a filled one alone', async () => {
    expect(wasEmpty).toBe(true);
    expect(summary.seeded).toBe(true);
    expect(await isCatalogueEmpty(database.db)).toBe(false);

    const again = await seedDemoData(database.db, { storageDir, now: NOW, timeZone: TIME_ZONE });
    expect(again.seeded).toBe(false);
    expect(await database.db.$count(consoles)).toBe(3);
    expect(await database.db.$count(bookings)).toBe(summary.bookings);
  });

  it('has the three consoles', async () => {
    const rows = await database.db.select().from(consoles);
    expect(rows.map((row) => row.name).sort()).toEqual(['Nintendo Switch', 'PS4', 'PS5']);
    for (const row of rows) expect(row.description).not.toBe('');
  });

  it('has Regular, VIP and VVIP rooms, Regular with several units', async () => {
    const roomRows = await database.db.select().from(rooms);
    const unitRows = await database.db.select().from(units);
    const byName = new Map(roomRows.map((room) => [room.name, room]));
    expect([...byName.keys()].sort()).toEqual(['Regular', 'VIP', 'VVIP']);
    expect(byName.get('Regular')?.max_visitors).toBe(4);
    expect(byName.get('VIP')?.max_visitors).toBe(6);
    expect(byName.get('VVIP')?.max_visitors).toBe(10);

    const unitsOf = (room: string) => unitRows.filter((unit) => unit.room_id === byName.get(room)?.id);
    expect(unitsOf('Regular').length).toBeGreaterThanOrEqual(4);
    expect(unitsOf('VIP').every((unit) => unit.has_netflix)).toBe(true);
    expect(unitsOf('VVIP').some((unit) => unit.has_projector)).toBe(true);
    expect(unitRows.filter((unit) => unit.points_per_hour === null)).toHaveLength(1);
    expect(new Set(unitRows.map((unit) => unit.name)).size).toBe(unitRows.length);
  });

  it('gives every unit consoles and only games those consoles play', async () => {
    const unitRows = await database.db.select().from(units);
    const consoleLinks = await database.db.select().from(unitConsoles);
    const gameLinks = await database.db.select().from(unitGames);
    const gamePlatforms = await database.db.select().from(gameConsoles);
    for (const unit of unitRows) {
      const unitConsoleIds = consoleLinks
        .filter((link) => link.unit_id === unit.id)
        .map((link) => link.console_id);
      const unitGameIds = gameLinks.filter((link) => link.unit_id === unit.id).map((link) => link.game_id);
      expect(unitConsoleIds.length, unit.name).toBeGreaterThan(0);
      expect(unitGameIds.length, unit.name).toBeGreaterThan(0);
      for (const gameId of unitGameIds) {
        const playable = gamePlatforms.some(
          (link) => link.game_id === gameId && unitConsoleIds.includes(link.console_id),
        );
        expect(playable, `${unit.name} game ${gameId}`).toBe(true);
      }
    }
  });

  it('has at least 24 games, each with a genre and a console, and a retired one', async () => {
    const gameRows = await database.db.select().from(games);
    const genreLinks = await database.db.select().from(gameGenres);
    const consoleLinks = await database.db.select().from(gameConsoles);
    expect(gameRows.length).toBeGreaterThanOrEqual(24);
    for (const game of gameRows) {
      const genreCount = genreLinks.filter((link) => link.game_id === game.id).length;
      expect(genreCount, game.title).toBeGreaterThanOrEqual(1);
      expect(genreCount, game.title).toBeLessThanOrEqual(3);
      expect(
        consoleLinks.some((link) => link.game_id === game.id),
        game.title,
      ).toBe(true);
      expect(game.description, game.title).not.toBe('');
    }
    expect(gameRows.some((game) => !game.is_active)).toBe(true);
  });

  it('has at least 20 menu items in at least 4 categories, some sold out', async () => {
    const categoryRows = await database.db.select().from(fnbCategories);
    const fnbRows = await database.db.select().from(fnbs);
    expect(fnbRows.length).toBeGreaterThanOrEqual(20);
    expect(categoryRows.length).toBeGreaterThanOrEqual(4);
    for (const category of categoryRows) {
      expect(
        fnbRows.some((item) => item.fnb_category_id === category.id),
        category.category,
      ).toBe(true);
    }
    expect(fnbRows.filter((item) => !item.is_available)).toHaveLength(3);
    for (const item of fnbRows) {
      expect(Number.isInteger(item.price), item.name).toBe(true);
      expect(item.price, item.name).toBeGreaterThanOrEqual(5_000);
      expect(item.price, item.name).toBeLessThanOrEqual(35_000);
    }
  });

  it('has three active banners and a published FAQ with one draft', async () => {
    const bannerRows = await database.db.select().from(banners);
    expect(bannerRows.filter((banner) => banner.is_active)).toHaveLength(3);
    const faqRows = await database.db.select().from(faqs);
    expect(faqRows.filter((faq) => faq.is_published).length).toBeGreaterThanOrEqual(7);
    expect(faqRows.filter((faq) => !faq.is_published)).toHaveLength(1);
  });

  it('has the five promos in their states relative to now', async () => {
    const rows = await database.db.select().from(promos);
    const byCode = new Map(rows.map((promo) => [promo.promo_code, promo]));
    expect([...byCode.keys()].sort()).toEqual([
      'DISABLED5',
      'FLASH50',
      'MERDEKA17',
      'OPENINGYUK',
      'SOONPLAY',
    ]);

    const opening = byCode.get('OPENINGYUK');
    expect(opening).toMatchObject({ percentage: 10, is_active: true });
    expect(opening?.start_date?.getTime()).toBeLessThan(NOW.getTime());
    expect(opening?.end_date?.getTime()).toBeGreaterThan(NOW.getTime());
    expect(opening?.usage_limit === null || (opening?.usage_limit ?? 0) > (opening?.times_used ?? 0)).toBe(
      true,
    );

    expect(byCode.get('MERDEKA17')?.end_date?.getTime()).toBeLessThan(NOW.getTime());
    expect(byCode.get('SOONPLAY')?.start_date?.getTime()).toBeGreaterThan(NOW.getTime());
    expect(byCode.get('FLASH50')).toMatchObject({ usage_limit: 20, times_used: 20, is_active: true });
    expect(byCode.get('DISABLED5')?.is_active).toBe(false);
  });

  it('has PB1 10% and an active service fee', async () => {
    const taxRows = await database.db.select().from(taxes);
    expect(taxRows.filter((tax) => tax.is_active)).toEqual([
      expect.objectContaining({ name: 'PB1', percentage: 10 }),
    ]);
    const feeRows = await database.db.select().from(serviceFees);
    expect(feeRows.some((fee) => fee.is_active && fee.amount > 0)).toBe(true);
  });

  it('has rewards of all three types whose effects name real units and menu items', async () => {
    const rewardRows = await database.db.select().from(rewards);
    const unitIds = new Set((await database.db.select({ id: units.id }).from(units)).map((row) => row.id));
    const fnbIds = new Set((await database.db.select({ id: fnbs.id }).from(fnbs)).map((row) => row.id));
    const active = rewardRows.filter((reward) => reward.is_active);
    expect(new Set(active.map((reward) => reward.type))).toEqual(
      new Set(['free_play', 'free_fnb', 'free_merchandise']),
    );
    expect(rewardRows.some((reward) => !reward.is_active)).toBe(true);
    for (const reward of rewardRows) {
      expect(reward.effects.type, reward.name).toBe(reward.type);
      if (reward.effects.type === 'free_play') {
        expect(unitIds.has(reward.effects.unit_id), reward.name).toBe(true);
        expect(reward.effects.duration_hours).toBeGreaterThan(0);
      }
      if (reward.effects.type === 'free_fnb') {
        expect(reward.effects.fnbs.length, reward.name).toBeGreaterThan(0);
        for (const line of reward.effects.fnbs) expect(fnbIds.has(line.fnb_id), reward.name).toBe(true);
      }
    }
  });

  it('has active reviews, each on a completed booking, from a guest and a nameless customer too', async () => {
    const reviewRows = await database.db.select().from(reviews);
    const bookingRows = await database.db.select().from(bookings);
    const userRows = await database.db.select().from(users);
    expect(reviewRows.filter((review) => review.is_active).length).toBeGreaterThanOrEqual(8);
    expect(reviewRows.some((review) => !review.is_active)).toBe(true);
    for (const review of reviewRows) {
      const booking = bookingRows.find((row) => row.id === review.booking_id);
      expect(booking?.status).toBe('completed');
      expect(booking?.user_id ?? null).toBe(review.user_id);
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    expect(reviewRows.some((review) => review.user_id === null)).toBe(true);
    const namelessIds = userRows.filter((user) => user.name === '').map((user) => user.id);
    expect(reviewRows.some((review) => review.user_id !== null && namelessIds.includes(review.user_id))).toBe(
      true,
    );
  });

  it('has past bookings priced like the server would, inside opening hours', async () => {
    const bookingRows = await database.db.select().from(bookings);
    const unitRows = await database.db.select().from(units);
    const fee = (await database.db.select().from(serviceFees))
      .filter((row) => row.is_active)
      .reduce((sum, row) => sum + row.amount, 0);
    for (const booking of bookingRows) {
      const unit = unitRows.find((row) => row.id === booking.unit_id);
      const start = booking.start_at ?? new Date(Number.NaN);
      const end = booking.end_at ?? new Date(Number.NaN);
      const hours = (end.getTime() - start.getTime()) / 3_600_000;
      expect(booking).toMatchObject({ booking_type: 'room', channel: 'online', payment_method: 'midtrans' });
      expect(booking.status).toBe('completed');
      expect(booking.invoice_number).toMatch(/^BOOK-\d{8}-[A-Z0-9]{6}$/);
      expect(Number.isInteger(hours) && hours > 0).toBe(true);
      expect(start.getUTCMinutes()).toBe(0);
      expect(end.getTime()).toBeLessThan(NOW.getTime());
      expect(isWithinBusinessHours({ start, end, timeZone: TIME_ZONE }), booking.invoice_number).toBe(true);
      expect(booking.subtotal_room).toBe((unit?.price_per_hour ?? 0) * hours);
      expect(booking.total_price).toBe(booking.subtotal_room + fee);
      expect(booking.points_earned).toBe(booking.user_id === null ? 0 : hours * (unit?.points_per_hour ?? 4));
    }
  });

  it('keeps each demo customer balance equal to their points ledger', async () => {
    const userRows = await database.db.select().from(users);
    const ledger = await database.db.select().from(pointTransactions);
    expect(userRows.length).toBeGreaterThanOrEqual(4);
    for (const user of userRows) {
      expect(user).toMatchObject({ role: 'customer', status: 'active' });
      expect(user.phone).toMatch(/^628\d{8,11}$/);
      expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
      const earned = ledger
        .filter((row) => row.user_id === user.id)
        .reduce((sum, row) => sum + row.points, 0);
      expect(user.total_points, user.username).toBe(earned);
    }
    expect(new Set(userRows.map((user) => user.password_hash)).size).toBe(userRows.length);
  });

  it('writes every image it refers to under the storage dir', async () => {
    const paths = [
      ...(await database.db.select({ image: consoles.image }).from(consoles)),
      ...(await database.db.select({ image: rooms.image }).from(rooms)),
      ...(await database.db.select({ image: games.image }).from(games)),
      ...(await database.db.select({ image: banners.image }).from(banners)),
      ...(await database.db.select({ image: fnbs.image }).from(fnbs)),
      ...(await database.db.select({ image: rewards.image }).from(rewards)),
    ].map((row) => row.image);
    expect(paths.length).toBe(summary.images);
    expect(new Set(paths).size).toBe(paths.length);
    for (const image of paths) {
      expect(image).toMatch(/^(consoles|rooms|games|banners|fnbs|rewards)\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(storageDir, image ?? '')), image ?? 'null').toBe(true);
    }
  });
});
