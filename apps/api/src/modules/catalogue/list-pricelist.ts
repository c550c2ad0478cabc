import { sortByUnitName } from '@ruangmain/domain/pricelist';
import type { Db } from '../../db/client';
import { listRooms } from './list-rooms';

/** One entry per room with its units' prices, units in pricelist order (spec 1 §3, §9). */
export async function listPricelist(db: Db) {
  const roomList = await listRooms(db);
  return roomList.map((room) => ({
    room_id: room.id,
    room_name: room.name,
    max_visitors: room.max_visitors,
    units: sortByUnitName(room.units, (unit) => unit.name).map((unit) => ({
      unit_id: unit.id,
      unit_name: unit.name,
      consoles: unit.consoles.map(({ id, name }) => ({ id, name })),
      has_netflix: unit.has_netflix,
      has_projector: unit.has_projector,
      price_per_hour: unit.price_per_hour,
    })),
  }));
}
