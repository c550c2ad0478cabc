import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consoles, rooms } from '../../db/schema/catalogue';
import { groupBy, listPublicUnits, type NamedRef } from './catalogue.queries';

/**
 * Available rooms that have at least one active unit (of `consoleName`, when given), each with its
 * units and the active consoles it offers with `amount`, the number of its units that carry each
 * (spec 1 §3 Room, §5 "Catalogue filters").
 */
export async function listRooms(db: Db, consoleName?: string) {
  const [roomRows, unitList, consoleRows] = await Promise.all([
    db
      .select({
        id: rooms.id,
        name: rooms.name,
        description: rooms.description,
        image: rooms.image,
        max_visitors: rooms.max_visitors,
        is_available: rooms.is_available,
      })
      .from(rooms)
      .where(eq(rooms.is_available, true))
      .orderBy(asc(rooms.sort_order), asc(rooms.id)),
    listPublicUnits(db, { consoleName }),
    db.select({ id: consoles.id, name: consoles.name, is_active: consoles.is_active }).from(consoles),
  ]);
  const activeConsoles = new Map(consoleRows.filter((item) => item.is_active).map((item) => [item.id, item]));
  const unitsByRoom = groupBy(
    unitList,
    (unit) => unit.room_id,
    (unit) => unit,
  );

  return roomRows.flatMap((room) => {
    const roomUnits = unitsByRoom.get(room.id) ?? [];
    if (roomUnits.length === 0) return [];
    return [{ ...room, units: roomUnits, consoles: countConsoles(roomUnits, activeConsoles) }];
  });
}

function countConsoles(
  roomUnits: ReadonlyArray<{ consoles: NamedRef[] }>,
  activeConsoles: Map<number, { id: number; name: string; is_active: boolean }>,
) {
  const amounts = new Map<number, number>();
  for (const unit of roomUnits) {
    for (const item of unit.consoles) amounts.set(item.id, (amounts.get(item.id) ?? 0) + 1);
  }
  return [...amounts]
    .flatMap(([id, amount]) => {
      const item = activeConsoles.get(id);
      return item ? [{ ...item, amount }] : [];
    })
    .sort((a, b) => a.id - b.id);
}
