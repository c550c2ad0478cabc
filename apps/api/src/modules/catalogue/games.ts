import type {
  AdminGameSchema,
  GAME_SORTS,
  GameBodySchema,
  GameUpdateSchema,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { consoles, gameConsoles, gameGenres, games, genres } from '../../db/schema/catalogue';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { setLinksIfGiven } from '../manage/link-rows';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf, type Tx } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';
import { findGameLinks } from './catalogue.queries';

/** The game library (issue 17): title, description, cover, genres, consoles, active. */
export const managedGames: ManagedTable<typeof games> = {
  table: games,
  subject: 'game',
  noun: 'game',
  label: (row) => row.title,
  uniqueField: 'title',
};

type GameRow = RowOf<typeof games>;
type AdminGame = z.output<typeof AdminGameSchema>;
type Links = { genre_ids?: number[] | undefined; console_ids?: number[] | undefined };

async function presentGames(db: Db, rows: GameRow[]): Promise<AdminGame[]> {
  const { genresByGame, consolesByGame } = await findGameLinks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    is_active: row.is_active,
    genres: genresByGame.get(row.id) ?? [],
    consoles: consolesByGame.get(row.id) ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: Db, row: GameRow) => ({
  data: (await presentGames(db, [row]))[0] as AdminGame,
});

/** Writes the genres and consoles a body names (those it leaves out stay as they are). */
async function writeLinks(tx: Tx, gameId: number, links: Links) {
  await setLinksIfGiven(tx, links.genre_ids, {
    target: genres,
    field: 'genre_ids',
    noun: 'genre',
    link: {
      table: gameGenres,
      ownerColumn: gameGenres.game_id,
      ownerId: gameId,
      row: (genreId) => ({ game_id: gameId, genre_id: genreId }),
    },
  });
  await setLinksIfGiven(tx, links.console_ids, {
    target: consoles,
    field: 'console_ids',
    noun: 'console',
    link: {
      table: gameConsoles,
      ownerColumn: gameConsoles.game_id,
      ownerId: gameId,
      row: (consoleId) => ({ game_id: gameId, console_id: consoleId }),
    },
  });
}

/** The links as the audit trail records them, beside the game's own columns. */
async function describeLinks(tx: Tx, row: GameRow) {
  const { genresByGame, consolesByGame } = await findGameLinks(tx as unknown as Db, [row.id]);
  return {
    genre_ids: (genresByGame.get(row.id) ?? []).map((genre) => genre.id),
    console_ids: (consolesByGame.get(row.id) ?? []).map((item: { id: number }) => item.id),
  };
}

export function listGames(db: Db, query: CollectionQuery<(typeof GAME_SORTS)[number]>) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return listCollection(db, {
    table: games,
    query,
    sortColumns: { title: games.title, is_active: games.is_active, created_at: games.created_at },
    where: pattern ? or(ilike(games.title, pattern), ilike(games.description, pattern)) : undefined,
    present: (rows) => presentGames(db, rows),
  });
}

export const getGame = async (db: Db, id: number) => presentOne(db, await findRow(db, managedGames, id));

export async function createGame(db: Db, actor: AuditActor, body: z.output<typeof GameBodySchema>) {
  const { genre_ids, console_ids, ...values } = body;
  const row = await createRow(db, managedGames, {
    actor,
    values,
    afterWrite: (tx, game) => writeLinks(tx, game.id, { genre_ids, console_ids }),
    describe: describeLinks,
  });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('game') }) };
}

export async function updateGame(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof GameUpdateSchema>,
) {
  const { genre_ids, console_ids, ...changes } = body;
  const row = await updateRow(db, managedGames, {
    actor,
    id,
    changes,
    afterWrite: (tx, game) => writeLinks(tx, game.id, { genre_ids, console_ids }),
    describe: describeLinks,
  });
  return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('game') }) };
}

/** A game bookings name (the game chosen for a session) is deactivated: history keeps its title. */
export const removeGame = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedGames, {
    actor,
    id,
    deactivate: { is_active: false },
    findReference: async (tx, row) => {
      const [booked] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.game_id, row.id));
      return (booked?.value ?? 0) > 0 ? 'bookings' : null;
    },
  });
