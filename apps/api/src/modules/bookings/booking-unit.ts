import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, rooms, unitGames, units } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';

export type BookingUnit = {
  id: number;
  name: string;
  price_per_hour: number;
  points_per_hour: number | null;
  status: 'available' | 'maintenance';
  room_name: string;
  max_visitors: number;
};

const invalid = (field: string, message: string, code: string) =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/**
 * The unit, game and party size of a booking, checked against the catalogue: an active unit of an
 * available room, a game that unit offers, and no more people than the room holds.
 */
export async function loadBookingUnit(
  db: Db,
  input: { unitId: number; gameId: number; visitors: number },
): Promise<BookingUnit> {
  const [unit] = await db
    .select({
      id: units.id,
      name: units.name,
      price_per_hour: units.price_per_hour,
      points_per_hour: units.points_per_hour,
      status: units.status,
      room_name: rooms.name,
      max_visitors: rooms.max_visitors,
    })
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .where(and(eq(units.id, input.unitId), eq(units.is_active, true), eq(rooms.is_available, true)));
  if (!unit) throw invalid('unit_id', 'The selected unit is not available.', 'validation.exists');
  // The venue took it out for maintenance (issue 17): it keeps its bookings but takes no new one.
  if (unit.status === 'maintenance') {
    throw invalid(
      'unit_id',
      `${unit.name} is under maintenance and cannot be booked now.`,
      'validation.exists',
    );
  }

  const [game] = await db
    .select({ id: games.id })
    .from(unitGames)
    .innerJoin(games, eq(games.id, unitGames.game_id))
    .where(
      and(eq(unitGames.unit_id, unit.id), eq(unitGames.game_id, input.gameId), eq(games.is_active, true)),
    );
  if (!game)
    throw invalid('game_id', 'The selected game is not available on this unit.', 'validation.exists');

  if (input.visitors > unit.max_visitors) {
    throw invalid(
      'total_visitors',
      `${unit.room_name} holds at most ${unit.max_visitors} people.`,
      'validation.max.numeric',
    );
  }
  return unit;
}
