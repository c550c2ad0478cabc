import { findGameConsoleMismatch } from '@ruangmain/domain/game-consoles';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consoles,
  gameConsoles,
  games,
  rooms,
  unitConsoles,
  unitGames,
  units,
} from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';

export type BookingUnit = {
  id: number;
  name: string;
  price_per_hour: number;
  points_per_hour: number | null;
  status: 'available' | 'maintenance';
  room_name: string;
  max_visitors: number;
};

const invalid = (field: string, message: LocalText, code: string) =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/**
 * The unit, game and party size of a booking, checked against the catalogue: an active unit of an
 * available room, a game that unit offers and that the chosen console (or one of the unit's consoles)
 * plays (spec 2 §3), and no more people than the room holds.
 */
export async function loadBookingUnit(
  db: Db,
  input: { unitId: number; gameId: number; consoleName?: string | undefined; visitors: number },
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
  if (!unit) throw invalid('unit_id', apiText('booking.unitUnavailable'), 'validation.exists');
  // The venue took it out for maintenance (issue 17): it keeps its bookings but takes no new one.
  if (unit.status === 'maintenance') {
    throw invalid('unit_id', apiText('booking.unitMaintenance', { unit: unit.name }), 'validation.exists');
  }

  const [game] = await db
    .select({ id: games.id })
    .from(unitGames)
    .innerJoin(games, eq(games.id, unitGames.game_id))
    .where(
      and(eq(unitGames.unit_id, unit.id), eq(unitGames.game_id, input.gameId), eq(games.is_active, true)),
    );
  if (!game) throw invalid('game_id', apiText('booking.gameUnavailable'), 'validation.exists');
  await refuseGameOffConsole(db, { unit, gameId: input.gameId, consoleName: input.consoleName });

  if (input.visitors > unit.max_visitors) {
    throw invalid(
      'total_visitors',
      apiText('booking.tooManyVisitors', { room: unit.room_name, max: unit.max_visitors }),
      'validation.max.numeric',
    );
  }
  return unit;
}

const namesOf = (rows: { name: string }[]) => rows.map(({ name }) => ({ name }));

/**
 * A game is booked only on a console that plays it (issue 29): "PS5 + Animal Crossing" tells the desk
 * nothing it can set up. A unit's game list may hold a title none of its consoles plays (edited by
 * hand), so the rule reads the consoles themselves.
 */
export async function refuseGameOffConsole(
  db: Db,
  input: { unit: { id: number; name: string }; gameId: number; consoleName?: string | undefined },
) {
  const [unitRows, gameRows] = await Promise.all([
    db
      .select({ name: consoles.name })
      .from(unitConsoles)
      .innerJoin(consoles, eq(consoles.id, unitConsoles.console_id))
      .where(eq(unitConsoles.unit_id, input.unit.id)),
    db
      .select({ name: consoles.name, title: games.title })
      .from(gameConsoles)
      .innerJoin(consoles, eq(consoles.id, gameConsoles.console_id))
      .innerJoin(games, eq(games.id, gameConsoles.game_id))
      .where(eq(gameConsoles.game_id, input.gameId)),
  ]);
  const mismatch = findGameConsoleMismatch({
    gameConsoles: namesOf(gameRows),
    unitConsoles: namesOf(unitRows),
    chosenConsole: input.consoleName,
  });
  if (mismatch === 'console-not-on-unit') {
    throw invalid(
      'console_name',
      apiText('booking.noSuchConsole', { unit: input.unit.name, console: input.consoleName ?? '' }),
      'validation.exists',
    );
  }
  if (mismatch === 'game-not-on-console') {
    const title = gameRows[0]?.title ?? 'The selected game';
    const on = input.consoleName ?? unitRows.map(({ name }) => name).join(' or ');
    throw invalid(
      'game_id',
      apiText('booking.gameOffConsole', { game: title, consoles: on }),
      'validation.exists',
    );
  }
}
