import type { FnbOrderSchema } from '@ruangmain/domain/contracts/kitchen';
import { refundableAmount } from '@ruangmain/domain/desk';
import { isOverdue, kitchenStateOf, minutesWaiting } from '@ruangmain/domain/desk-kitchen';
import { describeSeating, type Seating } from '@ruangmain/domain/food-order';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookingFnbs, bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { fnbs } from '../../db/schema/food';
import { dueAtSql } from '../desk/open-food-orders';

/** An order as the server builds it (instants as Dates). */
export type KitchenOrder = z.output<typeof FnbOrderSchema>;

export type KitchenRow = typeof bookings.$inferSelect & { unit_name: string | null };

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
  clock: { now: Date; dayOpensAt: Date },
): Promise<KitchenOrder[]> {
  const { now, dayOpensAt } = clock;
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
      is_overdue: isOverdue({ state, dueAt, dayOpensAt }),
      refundable_amount:
        row.booking_type === 'fnb'
          ? refundableAmount({ paid: row.total_price, refunded: row.refunded_amount })
          : 0,
      kitchen_updated_at: row.kitchen_updated_at,
    };
  });
}
