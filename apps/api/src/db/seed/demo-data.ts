import { randomBytes } from 'node:crypto';
import type { RewardEffects } from '@ruangmain/domain/contracts/catalogue';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { bookings } from '../schema/bookings';
import {
  consoles,
  gameConsoles,
  gameGenres,
  games,
  genres,
  rooms,
  unitConsoles,
  unitGames,
  units,
} from '../schema/catalogue';
import { banners, faqs } from '../schema/content';
import { fnbCategories, fnbs } from '../schema/food';
import { payments } from '../schema/payments';
import { pointTransactions } from '../schema/points';
import { promos, serviceFees, taxes } from '../schema/pricing';
import { reviews } from '../schema/reviews';
import { rewards } from '../schema/rewards';
import { venueSettings } from '../schema/venue-settings';
import { CONSOLES, type ConsoleName, GAMES, GENRES, ROOMS } from './catalogue-data';
import { BANNERS, FAQS } from './content-data';
import { planVisit, type VisitCustomer } from './demo-bookings';
import { FNB_CATEGORIES, FNBS } from './fnb-data';
import {
  bannerImage,
  consoleImage,
  fnbImage,
  gameCover,
  type RewardGlyph,
  rewardImage,
  roomImage,
  writeImage,
} from './images';
import { PROMOS, SERVICE_FEES, TAXES } from './pricing-data';
import { CUSTOMERS, VISITS } from './reviews-data';
import { REWARDS } from './rewards-data';

// The venue's demo data, written once into an empty database on first start (and by `npm run seed`).

export type SeedDemoDataOptions = {
  /** Root of the served storage (STORAGE_DIR); images go to its consoles/, rooms/, games/… folders. */
  storageDir: string;
  /** Promo dates and past bookings are placed relative to this moment. */
  now: Date;
  /** The venue's IANA zone, for opening hours and invoice dates. */
  timeZone: string;
};

export type DemoSummary = {
  /** False when the catalogue already had consoles and nothing was written. */
  seeded: boolean;
  consoles: number;
  rooms: number;
  units: number;
  genres: number;
  games: number;
  fnbCategories: number;
  fnbs: number;
  banners: number;
  faqs: number;
  promos: number;
  taxes: number;
  serviceFees: number;
  rewards: number;
  customers: number;
  bookings: number;
  reviews: number;
  images: number;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type IdsByName = Map<string, number>;

const MS_PER_DAY = 86_400_000;
const SEED_LOCK_ID = 727_002; // next to client.ts's migration lock, 727_001
const SHORT_CONSOLE_NAMES: Record<ConsoleName, string> = {
  PS5: 'PS5',
  PS4: 'PS4',
  'Nintendo Switch': 'SWITCH',
};
const REWARD_GLYPHS: Record<RewardEffects['type'], RewardGlyph> = {
  free_play: 'gamepad',
  free_fnb: 'food',
  free_merchandise: 'gift',
};

const FIRST_START_KEY = 'demo_data_written_at';

/** True when no console exists yet. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: consoles.id }).from(consoles).limit(1);
  return row === undefined;
}

/**
 * Writes the whole demo venue in one transaction, once in the life of a database: on its first start,
 * and only into an empty catalogue (a venue that later deletes every console does not get demo data back).
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    // Several API processes may start at once on one PostgreSQL: the lock lets only the first one seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [firstStart] = await tx
      .insert(venueSettings)
      .values({ key: FIRST_START_KEY, value: options.now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: venueSettings.key });
    if (!firstStart || !(await isCatalogueEmpty(tx))) return { ...emptySummary(), seeded: false };
    // Demo customers get random passwords nobody knows: they exist to own bookings and reviews.
    const passwordHashes = await Promise.all(
      CUSTOMERS.map(() => hashPassword(randomBytes(24).toString('base64url'))),
    );
    const images = { count: 0 };
    const save = (...args: Parameters<typeof writeImage>) => {
      images.count += 1;
      return writeImage(...args);
    };

    const catalogue = await insertCatalogue(tx, options.storageDir, save);
    const menu = await insertMenu(tx, options.storageDir, save);
    await insertContent(tx, options.storageDir, save);
    const { serviceFee, taxPercentage } = await insertPricing(tx, options.now);
    await insertRewards(tx, options.storageDir, save, catalogue.unitIds, menu.fnbIds);
    const history = await insertVisits(tx, {
      ...options,
      passwordHashes,
      serviceFee,
      taxPercentage,
      unitIds: catalogue.unitIds,
      gameIds: catalogue.gameIds,
    });

    return {
      seeded: true,
      consoles: CONSOLES.length,
      rooms: ROOMS.length,
      units: catalogue.unitIds.size,
      genres: GENRES.length,
      games: GAMES.length,
      fnbCategories: FNB_CATEGORIES.length,
      fnbs: FNBS.length,
      banners: BANNERS.length,
      faqs: FAQS.length,
      promos: PROMOS.length,
      taxes: TAXES.length,
      serviceFees: SERVICE_FEES.length,
      rewards: REWARDS.length,
      customers: history.customers,
      bookings: history.bookings,
      reviews: history.reviews,
      images: images.count,
    };
  });
}

type SaveImage = typeof writeImage;

async function insertCatalogue(tx: Tx, storageDir: string, save: SaveImage) {
  const consoleRows = await tx
    .insert(consoles)
    .values(
      CONSOLES.map((item) => ({
        name: item.name,
        description: item.description,
        image: save(storageDir, 'consoles', item.name, consoleImage(item.name, item.tagline, item.hue)),
      })),
    )
    .returning({ id: consoles.id, name: consoles.name });
  const consoleIds = idsByName(consoleRows);

  const genreRows = await tx
    .insert(genres)
    .values(GENRES.map((name) => ({ name })))
    .returning({ id: genres.id, name: genres.name });
  const genreIds = idsByName(genreRows);

  const gameRows = await tx
    .insert(games)
    .values(
      GAMES.map((game) => ({
        title: game.title,
        description: game.description,
        is_active: game.is_active ?? true,
        image: save(
          storageDir,
          'games',
          game.title,
          gameCover(
            game.title,
            game.genres.join(' · '),
            game.consoles.map((name) => SHORT_CONSOLE_NAMES[name]),
          ),
        ),
      })),
    )
    .returning({ id: games.id, name: games.title });
  const gameIds = idsByName(gameRows);

  await tx.insert(gameGenres).values(
    GAMES.flatMap((game) =>
      game.genres.map((genre) => ({
        game_id: lookup(gameIds, game.title),
        genre_id: lookup(genreIds, genre),
      })),
    ),
  );
  await tx.insert(gameConsoles).values(
    GAMES.flatMap((game) =>
      game.consoles.map((name) => ({
        game_id: lookup(gameIds, game.title),
        console_id: lookup(consoleIds, name),
      })),
    ),
  );

  const roomRows = await tx
    .insert(rooms)
    .values(
      ROOMS.map((room, index) => ({
        name: room.name,
        description: room.description,
        max_visitors: room.max_visitors,
        sort_order: index + 1,
        image: save(storageDir, 'rooms', room.name, roomImage(room.name, room.tagline)),
      })),
    )
    .returning({ id: rooms.id, name: rooms.name });
  const roomIds = idsByName(roomRows);

  const unitSeeds = ROOMS.flatMap((room) => room.units.map((unit) => ({ room: room.name, ...unit })));
  const unitRows = await tx
    .insert(units)
    .values(
      unitSeeds.map(({ room, consoles: _consoles, ...unit }) => ({
        ...unit,
        room_id: lookup(roomIds, room),
      })),
    )
    .returning({ id: units.id, name: units.name });
  const unitIds = idsByName(unitRows);

  await tx.insert(unitConsoles).values(
    unitSeeds.flatMap((unit) =>
      unit.consoles.map((name) => ({
        unit_id: lookup(unitIds, unit.name),
        console_id: lookup(consoleIds, name),
      })),
    ),
  );
  // A unit offers every playable title of its consoles; retired titles are left off.
  await tx
    .insert(unitGames)
    .values(
      unitSeeds.flatMap((unit) =>
        GAMES.filter(
          (game) => (game.is_active ?? true) && game.consoles.some((name) => unit.consoles.includes(name)),
        ).map((game) => ({ unit_id: lookup(unitIds, unit.name), game_id: lookup(gameIds, game.title) })),
      ),
    );

  return { unitIds, gameIds };
}

async function insertMenu(tx: Tx, storageDir: string, save: SaveImage) {
  const categoryRows = await tx
    .insert(fnbCategories)
    .values(FNB_CATEGORIES.map(({ category }, index) => ({ category, sort_order: index + 1 })))
    .returning({ id: fnbCategories.id, name: fnbCategories.category });
  const categoryIds = idsByName(categoryRows);
  const glyphs = new Map(FNB_CATEGORIES.map(({ category, glyph }) => [category, glyph]));

  const fnbRows = await tx
    .insert(fnbs)
    .values(
      FNBS.map((item) => ({
        fnb_category_id: lookup(categoryIds, item.category),
        name: item.name,
        description: item.description,
        price: item.price,
        is_available: item.is_available ?? true,
        image: save(
          storageDir,
          'fnbs',
          item.name,
          fnbImage(item.name, item.glyph ?? glyphs.get(item.category) ?? 'plate'),
        ),
      })),
    )
    .returning({ id: fnbs.id, name: fnbs.name });
  return { fnbIds: idsByName(fnbRows) };
}

async function insertContent(tx: Tx, storageDir: string, save: SaveImage) {
  await tx.insert(banners).values(
    BANNERS.map((banner, index) => ({
      ...banner,
      sort_order: index + 1,
      image: save(storageDir, 'banners', banner.title, bannerImage(banner.title, banner.description)),
    })),
  );
  await tx.insert(faqs).values(FAQS.map((faq, index) => ({ ...faq, sort_order: index + 1 })));
}

async function insertPricing(tx: Tx, now: Date) {
  const daysFromNow = (days: number | null) =>
    days === null ? null : new Date(now.getTime() + days * MS_PER_DAY);
  await tx.insert(promos).values(
    PROMOS.map(({ start_days, end_days, ...promo }) => ({
      ...promo,
      promo_code: promo.promo_code.toUpperCase(),
      start_date: daysFromNow(start_days),
      end_date: daysFromNow(end_days),
    })),
  );
  await tx.insert(taxes).values([...TAXES]);
  await tx.insert(serviceFees).values([...SERVICE_FEES]);
  return {
    serviceFee: SERVICE_FEES.filter((fee) => fee.is_active).reduce((sum, fee) => sum + fee.amount, 0),
    taxPercentage: TAXES.find((tax) => tax.is_active)?.percentage ?? 0,
  };
}

async function insertRewards(
  tx: Tx,
  storageDir: string,
  save: SaveImage,
  unitIds: IdsByName,
  fnbIds: IdsByName,
) {
  await tx.insert(rewards).values(
    REWARDS.map(({ grants, ...reward }) => {
      const effects: RewardEffects =
        grants.type === 'free_play'
          ? {
              type: 'free_play',
              unit_id: lookup(unitIds, grants.unit),
              duration_hours: grants.duration_hours,
              ...(grants.total_visitors === undefined ? {} : { total_visitors: grants.total_visitors }),
            }
          : grants.type === 'free_fnb'
            ? {
                type: 'free_fnb',
                fnbs: grants.fnbs.map(({ name, quantity }) => ({ fnb_id: lookup(fnbIds, name), quantity })),
              }
            : { type: 'free_merchandise', item: grants.item };
      return {
        ...reward,
        type: grants.type,
        effects,
        image: save(
          storageDir,
          'rewards',
          reward.name,
          rewardImage(reward.name, REWARD_GLYPHS[grants.type], reward.points_required),
        ),
      };
    }),
  );
}

type VisitsInput = SeedDemoDataOptions & {
  passwordHashes: readonly string[];
  serviceFee: number;
  taxPercentage: number;
  unitIds: IdsByName;
  gameIds: IdsByName;
};

/** Demo customers, their completed bookings with payments, earned points and reviews. */
async function insertVisits(tx: Tx, input: VisitsInput) {
  const firstVisitDays = Math.max(...VISITS.map((visit) => visit.days_ago));
  const joinedAt = new Date(input.now.getTime() - (firstVisitDays + 14) * MS_PER_DAY);
  // A username or phone already taken (a real account) skips that demo customer and their visits.
  const customerRows = await tx
    .insert(users)
    .values(
      CUSTOMERS.map((customer, index) => ({
        name: customer.name,
        username: customer.username,
        email: customer.email,
        phone: customer.phone,
        password_hash: input.passwordHashes[index] ?? '',
        role: 'customer' as const,
        status: 'active' as const,
        phone_verified_at: joinedAt,
        created_at: joinedAt,
        updated_at: joinedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: users.id,
      name: users.name,
      username: users.username,
      phone: users.phone,
      email: users.email,
    });
  const customers = new Map<string, VisitCustomer>();
  for (const seed of CUSTOMERS) {
    const row = customerRows.find((candidate) => candidate.username === seed.username);
    if (row) customers.set(seed.key, row);
  }

  const unitRows = await tx
    .select({
      id: units.id,
      name: units.name,
      price_per_hour: units.price_per_hour,
      points_per_hour: units.points_per_hour,
    })
    .from(units);
  const pointsByUser = new Map<number, number>();
  let bookingCount = 0;
  let reviewCount = 0;

  for (const [index, visit] of VISITS.entries()) {
    const customer = 'customer' in visit.by ? customers.get(visit.by.customer) : null;
    if (customer === undefined) continue;
    const unit = unitRows.find((row) => row.name === visit.unit);
    if (!unit) throw new Error(`Demo visit names an unknown unit '${visit.unit}'`);
    const plan = planVisit({
      visit,
      unit,
      customer,
      serviceFee: input.serviceFee,
      now: input.now,
      timeZone: input.timeZone,
      index,
    });

    const [booking] = await tx
      .insert(bookings)
      .values({
        invoice_number: plan.invoice_number,
        booking_type: 'room',
        channel: 'online',
        status: 'completed',
        user_id: customer?.id ?? null,
        unit_id: unit.id,
        game_id: lookup(input.gameIds, visit.game),
        name: customer ? customer.name || customer.username : 'guest' in visit.by ? visit.by.guest : '',
        phone: customer ? customer.phone : 'guest' in visit.by ? visit.by.phone : '',
        email: customer?.email ?? null,
        total_visitors: visit.total_visitors,
        start_at: plan.start_at,
        end_at: plan.end_at,
        payment_method: 'midtrans',
        subtotal_room: plan.subtotal_room,
        tax_percentage: input.taxPercentage,
        service_fee_amount: plan.service_fee_amount,
        total_price: plan.total_price,
        points_earned: plan.points_earned,
        hold_expires_at: new Date(plan.created_at.getTime() + 30 * 60_000),
        paid_at: plan.paid_at,
        created_at: plan.created_at,
        updated_at: plan.end_at,
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('Inserting a demo booking returned no row');
    bookingCount += 1;

    await tx.insert(payments).values({
      booking_id: booking.id,
      order_id: plan.order_id,
      provider: 'midtrans',
      method: 'midtrans',
      status: 'settlement',
      gross_amount: plan.total_price,
      provider_transaction_id: plan.provider_transaction_id,
      last_notified_at: plan.paid_at,
      paid_at: plan.paid_at,
      created_at: plan.created_at,
      updated_at: plan.paid_at,
    });

    if (customer && plan.points_earned > 0) {
      await tx.insert(pointTransactions).values({
        user_id: customer.id,
        type: 'earned',
        points: plan.points_earned,
        description: `Points earned from booking ${plan.invoice_number}`,
        booking_id: booking.id,
        created_at: plan.paid_at,
      });
      pointsByUser.set(customer.id, (pointsByUser.get(customer.id) ?? 0) + plan.points_earned);
    }

    if (visit.review) {
      await tx.insert(reviews).values({
        booking_id: booking.id,
        user_id: customer?.id ?? null,
        rating: visit.review.rating,
        description: visit.review.description,
        is_active: visit.review.is_active ?? true,
        created_at: new Date(plan.end_at.getTime() + (1 + (index % 5)) * 3_600_000),
      });
      reviewCount += 1;
    }
  }

  // The balance is kept in step with the ledger (../shared/DESIGN.md "Points").
  for (const [userId, points] of pointsByUser) {
    await tx.update(users).set({ total_points: points }).where(eq(users.id, userId));
  }

  return { customers: customers.size, bookings: bookingCount, reviews: reviewCount };
}

function idsByName(rows: ReadonlyArray<{ id: number; name: string }>): IdsByName {
  return new Map(rows.map((row) => [row.name, row.id]));
}

function lookup(ids: IdsByName, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data refers to an unknown '${name}'`);
  return id;
}

function emptySummary(): DemoSummary {
  return {
    seeded: false,
    consoles: 0,
    rooms: 0,
    units: 0,
    genres: 0,
    games: 0,
    fnbCategories: 0,
    fnbs: 0,
    banners: 0,
    faqs: 0,
    promos: 0,
    taxes: 0,
    serviceFees: 0,
    rewards: 0,
    customers: 0,
    bookings: 0,
    reviews: 0,
    images: 0,
  };
}
