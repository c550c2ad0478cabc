import type { Game } from '@ruangmain/domain/contracts/catalogue';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
} from '../../db/schema/catalogue';
import { toPaginator } from '../../lib/pagination';

export type NamedRef = { id: number; name: string };

/** Groups rows into lists keyed by an id, keeping their order. */
export function groupBy<T, V>(rows: readonly T[], key: (row: T) => number, value: (row: T) => V) {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

/** Consoles of each unit, by unit id. */
export async function findUnitConsoles(db: Db, unitIds: readonly number[]) {
  if (unitIds.length === 0) return new Map<number, NamedRef[]>();
  const rows = await db
    .select({ unit_id: unitConsoles.unit_id, id: consoles.id, name: consoles.name })
    .from(unitConsoles)
    .innerJoin(consoles, eq(consoles.id, unitConsoles.console_id))
    .where(inArray(unitConsoles.unit_id, [...unitIds]))
    .orderBy(asc(consoles.id));
  return groupBy(
    rows,
    (row) => row.unit_id,
    ({ id, name }) => ({ id, name }),
  );
}

/** Genres and consoles of each game, by game id. */
export async function findGameLinks(db: Db, gameIds: readonly number[]) {
  if (gameIds.length === 0) return { genresByGame: new Map<number, NamedRef[]>(), consolesByGame: new Map() };
  const [genreRows, consoleRows] = await Promise.all([
    db
      .select({ game_id: gameGenres.game_id, id: genres.id, name: genres.name })
      .from(gameGenres)
      .innerJoin(genres, eq(genres.id, gameGenres.genre_id))
      .where(inArray(gameGenres.game_id, [...gameIds]))
      .orderBy(asc(genres.name)),
    db
      .select({ game_id: gameConsoles.game_id, id: consoles.id, name: consoles.name })
      .from(gameConsoles)
      .innerJoin(consoles, eq(consoles.id, gameConsoles.console_id))
      .where(inArray(gameConsoles.game_id, [...gameIds]))
      .orderBy(asc(consoles.id)),
  ]);
  const pick = ({ id, name }: NamedRef) => ({ id, name });
  return {
    genresByGame: groupBy(genreRows, (row) => row.game_id, pick),
    consolesByGame: groupBy(consoleRows, (row) => row.game_id, pick) as Map<number, NamedRef[]>,
  };
}

const gameColumns = {
  id: games.id,
  title: games.title,
  image: games.image,
  description: games.description,
  is_active: games.is_active,
};

type GameRow = { id: number; title: string; image: string | null; description: string; is_active: boolean };

async function withGameLinks(db: Db, rows: GameRow[]) {
  const { genresByGame, consolesByGame } = await findGameLinks(
    db,
    rows.map((game) => game.id),
  );
  return rows.map((game) => ({
    ...game,
    genres: genresByGame.get(game.id) ?? [],
    consoles: consolesByGame.get(game.id) ?? [],
  }));
}

/** A page of active games, Laravel paginator shape (spec 1 §3 Game). */
export async function listActiveGames(db: Db, page: number, perPage: number) {
  const [totals] = await db.select({ total: count() }).from(games).where(eq(games.is_active, true));
  const total = totals?.total ?? 0;
  const rows = await db
    .select(gameColumns)
    .from(games)
    .where(eq(games.is_active, true))
    .orderBy(asc(games.title), asc(games.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return toPaginator(page, perPage, total, await withGameLinks(db, rows));
}

/**
 * Active games playable on each unit, by unit id, in the unit's order (set by drag in the back office,
 * then by title): one query for all the units, whatever their number.
 */
export async function findUnitGames(db: Db, unitIds: readonly number[]): Promise<Map<number, Game[]>> {
  const gamesByUnit = new Map<number, Game[]>();
  if (unitIds.length === 0) return gamesByUnit;
  const rows = await db
    .select({ unit_id: unitGames.unit_id, ...gameColumns })
    .from(unitGames)
    .innerJoin(games, eq(games.id, unitGames.game_id))
    .where(and(inArray(unitGames.unit_id, [...unitIds]), eq(games.is_active, true)))
    .orderBy(asc(unitGames.unit_id), asc(unitGames.sort_order), asc(games.title));
  const uniqueGames = new Map<number, GameRow>();
  for (const { unit_id: _, ...game } of rows) uniqueGames.set(game.id, game);
  const linked = new Map((await withGameLinks(db, [...uniqueGames.values()])).map((game) => [game.id, game]));
  for (const row of rows) {
    const game = linked.get(row.id);
    if (!game) continue;
    const list = gamesByUnit.get(row.unit_id) ?? [];
    list.push(game);
    gamesByUnit.set(row.unit_id, list);
  }
  return gamesByUnit;
}

const unitColumns = {
  id: units.id,
  name: units.name,
  description: units.description,
  room_id: units.room_id,
  price_per_hour: units.price_per_hour,
  points_per_hour: units.points_per_hour,
  has_netflix: units.has_netflix,
  has_projector: units.has_projector,
  is_active: units.is_active,
  room_name: rooms.name,
  max_visitors: rooms.max_visitors,
};

export type UnitFilter = { consoleName?: string | undefined; roomName?: string | undefined; unitId?: number };

/**
 * Active units of available rooms with their consoles, optionally filtered (spec 2 §3 Unit). A unit in
 * maintenance is left out: it offers no slots and no seat until the venue puts it back (issue 17).
 */
export async function listPublicUnits(db: Db, filter: UnitFilter = {}) {
  const conditions: SQL[] = [
    eq(units.is_active, true),
    eq(units.status, 'available'),
    eq(rooms.is_available, true),
  ];
  if (filter.unitId !== undefined) conditions.push(eq(units.id, filter.unitId));
  if (filter.roomName) conditions.push(sql`lower(${rooms.name}) = lower(${filter.roomName})`);
  if (filter.consoleName) {
    conditions.push(
      sql`exists (select 1 from ${unitConsoles} join ${consoles} on ${consoles.id} = ${unitConsoles.console_id}
        where ${unitConsoles.unit_id} = ${units.id} and ${consoles.is_active}
        and lower(${consoles.name}) = lower(${filter.consoleName}))`,
    );
  }
  const rows = await db
    .select(unitColumns)
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .where(and(...conditions))
    .orderBy(asc(rooms.sort_order), asc(units.id));
  const consolesByUnit = await findUnitConsoles(
    db,
    rows.map((unit) => unit.id),
  );
  return rows.map(({ room_name, max_visitors, ...unit }) => ({
    ...unit,
    price: unit.price_per_hour,
    room: { id: unit.room_id, name: room_name, max_visitors },
    consoles: consolesByUnit.get(unit.id) ?? [],
  }));
}

export type PublicUnit = Awaited<ReturnType<typeof listPublicUnits>>[number];

/** Units as listPublicUnits finds them, each with its active games (spec 2 §3 Unit). */
export async function listPublicUnitsWithGames(db: Db, filter: UnitFilter = {}) {
  const unitList = await listPublicUnits(db, filter);
  const gamesByUnit = await findUnitGames(
    db,
    unitList.map((unit) => unit.id),
  );
  return unitList.map((unit) => ({ ...unit, games: gamesByUnit.get(unit.id) ?? [] }));
}
