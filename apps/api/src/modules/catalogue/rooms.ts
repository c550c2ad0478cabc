import type {
  AdminRoomSchema,
  ROOM_SORTS,
  RoomBodySchema,
  RoomUpdateSchema,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { asc, count, eq, ilike, inArray, max, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consoles, rooms, unitConsoles, units } from '../../db/schema/catalogue';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf } from '../manage/managed-table';
import { reorderRows } from '../manage/ordered-collection';
import { createRow, removeRow, updateRow } from '../manage/write-collection';
import { groupBy } from './catalogue.queries';

/** The venue's rooms (issue 17): name, description, image, max visitors, available, order. */
export const managedRooms: ManagedTable<typeof rooms> = {
  table: rooms,
  subject: 'room',
  noun: 'room',
  label: (row) => row.name,
  uniqueField: 'name',
};

type RoomRow = RowOf<typeof rooms>;
type AdminRoom = z.output<typeof AdminRoomSchema>;

/** Each room's consoles (those its units carry, spec 1 §3 Room) and how many units it holds. */
async function presentRooms(db: Db, rows: RoomRow[]): Promise<AdminRoom[]> {
  const ids = rows.map((row) => row.id);
  const [consoleRows, unitCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectDistinct({ room_id: units.room_id, id: consoles.id, name: consoles.name })
            .from(units)
            .innerJoin(unitConsoles, eq(unitConsoles.unit_id, units.id))
            .innerJoin(consoles, eq(consoles.id, unitConsoles.console_id))
            .where(inArray(units.room_id, ids))
            .orderBy(asc(units.room_id), asc(consoles.id)),
          db
            .select({ room_id: units.room_id, value: count() })
            .from(units)
            .where(inArray(units.room_id, ids))
            .groupBy(units.room_id),
        ]);
  const consolesByRoom = groupBy(
    consoleRows,
    (row) => row.room_id,
    ({ id, name }) => ({ id, name }),
  );
  const unitsByRoom = new Map(unitCounts.map((entry) => [entry.room_id, entry.value]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    max_visitors: row.max_visitors,
    is_available: row.is_available,
    sort_order: row.sort_order,
    consoles: consolesByRoom.get(row.id) ?? [],
    units_count: unitsByRoom.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: Db, row: RoomRow) => ({
  data: (await presentRooms(db, [row]))[0] as AdminRoom,
});

export function listRooms(db: Db, query: CollectionQuery<(typeof ROOM_SORTS)[number]>) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return listCollection(db, {
    table: rooms,
    query,
    sortColumns: {
      sort_order: rooms.sort_order,
      name: rooms.name,
      max_visitors: rooms.max_visitors,
      is_available: rooms.is_available,
    },
    where: pattern ? or(ilike(rooms.name, pattern), ilike(rooms.description, pattern)) : undefined,
    present: (rows) => presentRooms(db, rows),
  });
}

export const getRoom = async (db: Db, id: number) => presentOne(db, await findRow(db, managedRooms, id));

/** A new room is listed last. */
export async function createRoom(db: Db, actor: AuditActor, body: z.output<typeof RoomBodySchema>) {
  const [last] = await db.select({ value: max(rooms.sort_order) }).from(rooms);
  const row = await createRow(db, managedRooms, {
    actor,
    values: { ...body, sort_order: (last?.value ?? -1) + 1 },
  });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('room') }) };
}

export async function updateRoom(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof RoomUpdateSchema>,
) {
  const row = await updateRow(db, managedRooms, { actor, id, changes: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('room') }) };
}

/** A room holding units is made unavailable rather than deleted: the units and their bookings stay. */
export const removeRoom = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedRooms, {
    actor,
    id,
    deactivate: { is_available: false },
    findReference: async (tx, row) => {
      const [held] = await tx.select({ value: count() }).from(units).where(eq(units.room_id, row.id));
      return (held?.value ?? 0) > 0 ? 'units' : null;
    },
  });

/** Saves the order the site lists the rooms in, as dragged: every room once. */
export async function reorderRooms(db: Db, actor: AuditActor, ids: readonly number[]) {
  await reorderRows(
    db,
    { ...managedRooms, label: (row) => row.name },
    {
      actor,
      ids,
      subject: { id: 0, label: 'Rooms' },
    },
  );
  return { message: apiText('manage.roomsOrderSaved') };
}
