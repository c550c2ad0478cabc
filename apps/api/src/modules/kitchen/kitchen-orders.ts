import type { FnbOrderSchema } from '@ruangmain/domain/contracts/kitchen';
import { type KitchenState, kitchenStateOf, minutesWaiting } from '@ruangmain/domain/desk-kitchen';
import { describeSeating, type Seating } from '@ruangmain/domain/food-order';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookingFnbs, bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { fnbs } from '../../db/schema/food';

/** An order as the server builds it (instants as Dates). */
export type KitchenOrder = z.output<typeof FnbOrderSchema>;

export type KitchenRow = typeof bookings.$inferSelect & { unit_name: string | null };

/** Food for the kitchen: a food order of its own, or a room booking with food in it. */
export const hasFood: SQL = sql`(${bookings.booking_type} = 'fnb' or (${bookings.booking_type} = 'room' and exists (select 1 from ${bookingFnbs} where ${bookingFnbs.booking_id} = ${bookings.id})))`;

/**
 * An order's kitchen state as SQL, as kitchenStateOf reads it (packages/domain/src/desk-kitchen.ts):
 * unset is new; a booking cancelled or refunded before its food was served is cancelled.
 */
export const kitchenStateSql: SQL<KitchenState> = sql<KitchenState>`(case when coalesce(${bookings.kitchen_status}::text, 'new') <> 'served' and ${bookings.status} in ('cancelled', 'refunded') then 'cancelled' else coalesce(${bookings.kitchen_status}::text, 'new') end)`;

/** When the kitchen should start: a food order once paid, a session's food at the session's start. */
export const dueAtSql: SQL = sql`(case when ${bookings.booking_type} = 'room' then ${bookings.start_at} else coalesce(${bookings.paid_at}, ${bookings.created_at}) end)`;

/** When an order left the kitchen's hands: its last kitchen move, or the booking's cancellation. */
export const doneAtSql: SQL = sql`coalesce(${bookings.kitchen_updated_at}, ${bookings.cancelled_at}, ${bookings.updated_at})`;

/** The bookings `where` picks, with their unit's name, oldest due first. */
export async function selectKitchenRows(db: Db, where: SQL | undefined): Promise<KitchenRow[]> {
  const rows = await db
    .select({ booking: bookings, unit_name: units.name })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .where(where)
    .orderBy(asc(dueAtSql), asc(bookings.id));
  return rows.map((row) => ({ ...row.booking, unit_name: row.unit_name }));
}

function seatingOf(row: KitchenRow): KitchenOrder['seating'] {
  const unit = row.unit_id && row.unit_name ? { id: row.unit_id, name: row.unit_name } : null;
  const mode = row.booking_type === 'room' ? 'unit' : (row.seating ?? (unit ? 'unit' : 'takeaway'));
  const seating: Seating =
    mode === 'unit' && unit
      ? { mode: 'unit', unitName: unit.name }
      : mode === 'table' && row.table_number
        ? { mode: 'table', tableNumber: row.table_number }
        : { mode: 'takeaway' };
  return { mode: seating.mode, table_number: row.table_number, unit, label: describeSeating(seating) };
}

/** The orders as the kitchen's screen shows them (contracts/kitchen.ts FnbOrderSchema). */
export async function toKitchenOrders(
  db: Db,
  rows: readonly KitchenRow[],
  now: Date,
): Promise<KitchenOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      booking_id: bookingFnbs.booking_id,
      fnb_id: bookingFnbs.fnb_id,
      name: fnbs.name,
      quantity: bookingFnbs.quantity,
    })
    .from(bookingFnbs)
    .innerJoin(fnbs, eq(fnbs.id, bookingFnbs.fnb_id))
    .where(
      inArray(
        bookingFnbs.booking_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(fnbs.name));
  return rows.map((row) => {
    const state = kitchenStateOf({ status: row.status, kitchenStatus: row.kitchen_status });
    const dueAt = (row.booking_type === 'room' ? row.start_at : row.paid_at) ?? row.created_at;
    const done = state === 'served' || state === 'cancelled';
    const doneAt = row.kitchen_updated_at ?? row.cancelled_at ?? row.updated_at;
    return {
      id: row.id,
      invoice_number: row.invoice_number,
      kind: row.booking_type === 'room' ? 'room' : 'fnb',
      state,
      status: row.status,
      name: row.name,
      phone: row.phone,
      seating: seatingOf(row),
      items: lines
        .filter((line) => line.booking_id === row.id)
        .map(({ fnb_id, name, quantity }) => ({ fnb_id, name, quantity })),
      notes: row.notes,
      due_at: dueAt,
      session:
        row.booking_type === 'room' && row.start_at && row.end_at
          ? { start_at: row.start_at, end_at: row.end_at }
          : null,
      minutes_waiting: minutesWaiting({ dueAt, doneAt: done ? doneAt : null, now }),
      kitchen_updated_at: row.kitchen_updated_at,
    };
  });
}
