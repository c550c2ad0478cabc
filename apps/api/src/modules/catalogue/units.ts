import type {
  AdminUnitSchema,
  UNIT_SORTS,
  UnitBodySchema,
  UnitUpdateSchema,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { consoles, games, rooms, unitConsoles, unitGames, units } from '../../db/schema/catalogue';
import { rewards } from '../../db/schema/rewards';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { assertIdsExist, setLinksIfGiven } from '../manage/link-rows';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, lockRow, type ManagedTable, type RowOf, type Tx } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';
import { findUnitConsoles, groupBy } from './catalogue.queries';

/**
 * The units customers book (issue 17): room, name, price and points per hour, consoles, games in
 * their order, Netflix and projector, status (a unit in maintenance offers no slots), active.
 */
export const managedUnits: ManagedTable<typeof units> = {
  table: units,
  subject: 'unit',
  noun: 'unit',
  label: (row) => row.name,
  uniqueField: 'name',
};

type UnitRow = RowOf<typeof units>;
type AdminUnit = z.output<typeof AdminUnitSchema>;
type Links = { console_ids?: number[] | undefined; game_ids?: number[] | undefined };

/** Every game of each unit (active or not: the back office shows them all), in the unit's order. */
async function findOrderedUnitGames(db: Pick<Db, 'select'>, unitIds: readonly number[]) {
  if (unitIds.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ unit_id: unitGames.unit_id, id: games.id, name: games.title })
    .from(unitGames)
    .innerJoin(games, eq(games.id, unitGames.game_id))
    .where(inArray(unitGames.unit_id, [...unitIds]))
    .orderBy(asc(unitGames.unit_id), asc(unitGames.sort_order), asc(games.title));
  return groupBy(
    rows,
    (row) => row.unit_id,
    ({ id, name }) => ({ id, name }),
  );
}

async function presentUnits(db: Db, rows: UnitRow[]): Promise<AdminUnit[]> {
  const ids = rows.map((row) => row.id);
  const roomIds = [...new Set(rows.map((row) => row.room_id))];
  const [consolesByUnit, gamesByUnit, roomRows] = await Promise.all([
    findUnitConsoles(db, ids),
    findOrderedUnitGames(db, ids),
    roomIds.length === 0
      ? []
      : db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(inArray(rooms.id, roomIds)),
  ]);
  const roomById = new Map(roomRows.map((room) => [room.id, room]));
  return rows.map((row) => ({
    id: row.id,
    room: roomById.get(row.room_id) ?? { id: row.room_id, name: '' },
    name: row.name,
    description: row.description,
    price_per_hour: row.price_per_hour,
    points_per_hour: row.points_per_hour,
    has_netflix: row.has_netflix,
    has_projector: row.has_projector,
    status: row.status,
    is_active: row.is_active,
    consoles: consolesByUnit.get(row.id) ?? [],
    games: gamesByUnit.get(row.id) ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: Db, row: UnitRow) => ({
  data: (await presentUnits(db, [row]))[0] as AdminUnit,
});

/** Writes the consoles and the ordered games a body names (those it leaves out stay as they are). */
async function writeLinks(tx: Tx, unitId: number, links: Links) {
  await setLinksIfGiven(tx, links.console_ids, {
    target: consoles,
    field: 'console_ids',
    noun: 'console',
    link: {
      table: unitConsoles,
      ownerColumn: unitConsoles.unit_id,
      ownerId: unitId,
      row: (consoleId) => ({ unit_id: unitId, console_id: consoleId }),
    },
  });
  // The position is the unit's order of its games, as the booking wizard lists them.
  await setLinksIfGiven(tx, links.game_ids, {
    target: games,
    field: 'game_ids',
    noun: 'game',
    link: {
      table: unitGames,
      ownerColumn: unitGames.unit_id,
      ownerId: unitId,
      row: (gameId, position) => ({ unit_id: unitId, game_id: gameId, sort_order: position }),
    },
  });
}

async function describeLinks(tx: Tx, row: UnitRow) {
  const [consolesByUnit, gamesByUnit] = await Promise.all([
    findUnitConsoles(tx as unknown as Db, [row.id]),
    findOrderedUnitGames(tx, [row.id]),
  ]);
  return {
    console_ids: (consolesByUnit.get(row.id) ?? []).map((item) => item.id),
    game_ids: (gamesByUnit.get(row.id) ?? []).map((item) => item.id),
  };
}

/** Checked before the unit is written: its foreign key would otherwise fail as a 500. */
const assertRoom = (tx: Pick<Tx, 'select'>, roomId: number | undefined) =>
  roomId === undefined
    ? Promise.resolve()
    : assertIdsExist(tx, { table: rooms, ids: [roomId], field: 'room_id', noun: 'room' });

export function listUnits(
  db: Db,
  query: CollectionQuery<(typeof UNIT_SORTS)[number]> & { room_id?: number | undefined },
) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return listCollection(db, {
    table: units,
    query,
    sortColumns: {
      name: units.name,
      price_per_hour: units.price_per_hour,
      status: units.status,
      is_active: units.is_active,
      created_at: units.created_at,
    },
    where: and(
      pattern ? or(ilike(units.name, pattern), ilike(units.description, pattern)) : undefined,
      query.room_id === undefined ? undefined : eq(units.room_id, query.room_id),
    ),
    present: (rows) => presentUnits(db, rows),
  });
}

export const getUnit = async (db: Db, id: number) => presentOne(db, await findRow(db, managedUnits, id));

export async function createUnit(db: Db, actor: AuditActor, body: z.output<typeof UnitBodySchema>) {
  const { console_ids, game_ids, ...values } = body;
  await assertRoom(db, values.room_id);
  const row = await createRow(db, managedUnits, {
    actor,
    values,
    afterWrite: (tx, unit) => writeLinks(tx, unit.id, { console_ids, game_ids }),
    describe: describeLinks,
  });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('unit') }) };
}

export async function updateUnit(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof UnitUpdateSchema>,
) {
  const { console_ids, game_ids, ...changes } = body;
  await assertRoom(db, changes.room_id);
  const row = await updateRow(db, managedUnits, {
    actor,
    id,
    changes,
    afterWrite: (tx, unit) => writeLinks(tx, unit.id, { console_ids, game_ids }),
    describe: describeLinks,
  });
  return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('unit') }) };
}

/**
 * A unit bookings or a free-play reward name is deactivated: its bookings, receipts and history keep
 * pointing at it, and the reward's effects keep naming a unit that exists.
 */
export const removeUnit = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedUnits, {
    actor,
    id,
    deactivate: { is_active: false },
    findReference: async (tx, row) => {
      const [booked] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.unit_id, row.id));
      if ((booked?.value ?? 0) > 0) return 'bookings';
      const [rewarded] = await tx
        .select({ value: count() })
        .from(rewards)
        .where(
          sql`${rewards.effects}->>'type' = 'free_play' and ${rewards.effects}->>'unit_id' = ${String(row.id)}`,
        );
      return (rewarded?.value ?? 0) > 0 ? 'rewards' : null;
    },
  });

/**
 * Saves the order of a unit's games (the booking wizard lists them so): `ids` must be the unit's
 * games, each once. The unit is locked, so two drags at once save one order or the other.
 */
export async function reorderUnitGames(db: Db, actor: AuditActor, unitId: number, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const unit = await lockRow(tx, managedUnits, unitId);
    const current = (await findOrderedUnitGames(tx, [unitId])).get(unitId)?.map((game) => game.id) ?? [];
    const known = new Set(current);
    if (ids.some((gameId) => !known.has(gameId))) {
      throw new AppError('validation', apiText('manage.idsNotGames'), {
        errors: { ids: ['validation.exists'] },
      });
    }
    if (ids.length !== current.length) {
      throw new AppError('conflict', apiText('manage.gamesChanged'));
    }
    for (const [position, gameId] of ids.entries()) {
      await tx
        .update(unitGames)
        .set({ sort_order: position })
        .where(and(eq(unitGames.unit_id, unitId), eq(unitGames.game_id, gameId)));
    }
    await recordAudit(tx, {
      actor,
      action: 'unit.reorder',
      subject: { type: 'unit', id: unit.id, label: unit.name },
      before: { game_ids: current },
      after: { game_ids: [...ids] },
    });
  });
  return { message: apiText('manage.gamesOrderSaved') };
}
