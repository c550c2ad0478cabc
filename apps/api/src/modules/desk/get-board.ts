import type { BoardSchema, GetBoardQuerySchema } from '@ruangmain/domain/contracts/board';
import { boardStateOf, deskDateOf, HIDDEN_BOARD_STATES } from '@ruangmain/domain/desk';
import { getBusinessWindow, SLOT_MINUTES, type WeeklyHours } from '@ruangmain/domain/hours';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings, venueBlocks } from '../../db/schema/bookings';
import { consoles, games, rooms, unitConsoles, units } from '../../db/schema/catalogue';
import { bookingExtensions } from '../../db/schema/desk';
import { groupBy } from '../catalogue/catalogue.queries';
import { getBoardSummary } from './get-board-summary';

type Query = z.output<typeof GetBoardQuerySchema>;
type Board = z.output<typeof BoardSchema>;

/**
 * GET /api/admin/board: the venue's active units grouped by room, and every room booking and venue
 * block (record 0001) that touches the business day, from opening to closing (past midnight on
 * Fridays and Saturdays), each in its state now (boardStateOf: due until checked in), and the day's
 * figures (get-board-summary.ts). The day is the venue's, read in its zone.
 */
export async function getBoard(
  db: Db,
  query: Query,
  input: { timeZone: string; hours: WeeklyHours; now: Date },
): Promise<Board> {
  const today = deskDateOf(input.now, input.timeZone, input.hours);
  const date = query.date ?? today;
  const window = getBusinessWindow(date, input.timeZone, input.hours);

  const [unitRows, consoleRows, blockRows, summary] = await Promise.all([
    db
      .select({
        id: units.id,
        name: units.name,
        price_per_hour: units.price_per_hour,
        room_id: rooms.id,
        room_name: rooms.name,
        max_visitors: rooms.max_visitors,
      })
      .from(units)
      .innerJoin(rooms, eq(rooms.id, units.room_id))
      .where(eq(units.is_active, true))
      .orderBy(asc(rooms.sort_order), asc(rooms.id), asc(units.id)),
    db
      .select({ unit_id: unitConsoles.unit_id, id: consoles.id, name: consoles.name })
      .from(unitConsoles)
      .innerJoin(consoles, eq(consoles.id, unitConsoles.console_id))
      .orderBy(asc(consoles.id)),
    db
      .select({
        booking: {
          id: bookings.id,
          unit_id: bookings.unit_id,
          status: bookings.status,
          booking_type: bookings.booking_type,
          channel: bookings.channel,
          invoice_number: bookings.invoice_number,
          start_at: bookings.start_at,
          end_at: bookings.end_at,
          name: bookings.name,
          phone: bookings.phone,
          total_visitors: bookings.total_visitors,
          payment_method: bookings.payment_method,
          total_price: bookings.total_price,
          checked_in_at: bookings.checked_in_at,
          hold_expires_at: bookings.hold_expires_at,
          cancel_reason: bookings.cancel_reason,
        },
        game_id: games.id,
        game_title: games.title,
        venue_block_id: venueBlocks.id,
        venue_block_title: venueBlocks.title,
        has_unpaid_extension: sql<boolean>`exists (select 1 from ${bookingExtensions} where ${bookingExtensions.booking_id} = ${bookings.id} and ${bookingExtensions.status} = 'pending')`,
      })
      .from(bookings)
      .leftJoin(games, eq(games.id, bookings.game_id))
      .leftJoin(venueBlocks, eq(venueBlocks.id, bookings.venue_block_id))
      .where(
        and(
          // The expression and predicate of bookings_board_period_idx, literally, so it is used.
          sql`${bookings.booking_type} in ('room', 'block')`,
          sql`tstzrange(${bookings.start_at}, ${bookings.end_at}, '[)') && tstzrange(${window.opensAt}, ${window.closesAt}, '[)')`,
          isNotNull(bookings.unit_id),
          query.show_hidden
            ? undefined
            : sql`not (${bookings.status} in ('cancelled', 'refunded') and coalesce(${bookings.cancel_reason}, '') <> 'no_show')`,
        ),
      )
      .orderBy(asc(bookings.start_at), asc(bookings.id)),
    getBoardSummary(db, { date, timeZone: input.timeZone, hours: input.hours, now: input.now }),
  ]);

  const consolesByUnit = groupBy(
    consoleRows,
    (row) => row.unit_id,
    ({ id, name }) => ({ id, name }),
  );
  const roomsById = new Map<number, Board['rooms'][number]>();
  for (const unit of unitRows) {
    let room = roomsById.get(unit.room_id);
    if (!room) {
      room = { id: unit.room_id, name: unit.room_name, max_visitors: unit.max_visitors, units: [] };
      roomsById.set(unit.room_id, room);
    }
    room.units.push({
      id: unit.id,
      name: unit.name,
      price_per_hour: unit.price_per_hour,
      consoles: consolesByUnit.get(unit.id) ?? [],
    });
  }

  const blocks = blockRows.flatMap(({ booking, ...row }) => {
    if (!booking.unit_id || !booking.start_at || !booking.end_at) return [];
    const state = boardStateOf(
      {
        bookingType: booking.booking_type,
        status: booking.status,
        cancelReason: booking.cancel_reason,
        startAt: booking.start_at,
        endAt: booking.end_at,
        checkedInAt: booking.checked_in_at,
      },
      input.now,
    );
    if (!query.show_hidden && HIDDEN_BOARD_STATES.includes(state)) return [];
    return [
      {
        id: booking.id,
        unit_id: booking.unit_id,
        state,
        status: booking.status,
        booking_type: booking.booking_type,
        channel: booking.channel,
        invoice_number: booking.invoice_number,
        start_at: booking.start_at,
        end_at: booking.end_at,
        name: booking.name,
        phone: booking.phone,
        total_visitors: booking.total_visitors,
        game: row.game_id && row.game_title ? { id: row.game_id, title: row.game_title } : null,
        payment_method: booking.payment_method,
        total_price: booking.total_price,
        checked_in_at: booking.checked_in_at,
        hold_expires_at: booking.status === 'pending' ? booking.hold_expires_at : null,
        has_unpaid_extension: Boolean(row.has_unpaid_extension),
        venue_block:
          row.venue_block_id && row.venue_block_title
            ? { id: row.venue_block_id, title: row.venue_block_title }
            : null,
      },
    ];
  });

  return {
    date,
    is_today: date === today,
    opens_at: window.opensAt,
    closes_at: window.closesAt,
    now: input.now,
    slot_minutes: SLOT_MINUTES,
    rooms: [...roomsById.values()],
    blocks,
    summary,
  };
}
