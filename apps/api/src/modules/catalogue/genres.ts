import type {
  AdminGenreSchema,
  GENRE_SORTS,
  GenreBodySchema,
  GenreUpdateSchema,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { count, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { gameGenres, genres } from '../../db/schema/catalogue';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';

/** The game library's genres (issue 17). */
export const managedGenres: ManagedTable<typeof genres> = {
  table: genres,
  subject: 'genre',
  noun: 'genre',
  label: (row) => row.name,
  uniqueField: 'name',
};

type AdminGenre = z.output<typeof AdminGenreSchema>;

async function presentGenres(db: Db, rows: RowOf<typeof genres>[]): Promise<AdminGenre[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ genre_id: gameGenres.genre_id, value: count() })
          .from(gameGenres)
          .where(inArray(gameGenres.genre_id, ids))
          .groupBy(gameGenres.genre_id);
  const gamesById = new Map(counts.map((entry) => [entry.genre_id, entry.value]));
  return rows.map((row) => ({ id: row.id, name: row.name, games_count: gamesById.get(row.id) ?? 0 }));
}

const presentOne = async (db: Db, row: RowOf<typeof genres>) => ({
  data: (await presentGenres(db, [row]))[0] as AdminGenre,
});

/** How many games carry a genre, for sorting by it. */
const gamesCount = sql<number>`(select count(*) from ${gameGenres} where ${gameGenres.genre_id} = ${genres.id})`;

export const listGenres = (db: Db, query: CollectionQuery<(typeof GENRE_SORTS)[number]>) =>
  listCollection(db, {
    table: genres,
    query,
    sortColumns: { name: genres.name, games_count: gamesCount },
    where: query.search ? ilike(genres.name, containsPattern(query.search)) : undefined,
    present: (rows) => presentGenres(db, rows),
  });

export const getGenre = async (db: Db, id: number) => presentOne(db, await findRow(db, managedGenres, id));

export async function createGenre(db: Db, actor: AuditActor, body: z.output<typeof GenreBodySchema>) {
  const row = await createRow(db, managedGenres, { actor, values: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('genre') }) };
}

export async function updateGenre(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof GenreUpdateSchema>,
) {
  const row = await updateRow(db, managedGenres, { actor, id, changes: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('genre') }) };
}

/** A genre is only a label on games: deleting it takes it off them, nothing else refers to it. */
export const removeGenre = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedGenres, { actor, id, deactivate: {}, findReference: async () => null });
