import { KITCHEN_LEAD_MINUTES, type KitchenState, OPEN_KITCHEN_STATES } from '@ruangmain/domain/desk-kitchen';
import { and, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import {
  doneAtSql,
  hasFood,
  type KitchenOrder,
  kitchenStateSql,
  selectKitchenRows,
  toKitchenOrders,
} from './kitchen-orders';

/**
 * GET /api/admin/fnb-orders: the kitchen's queue. Paid food only: a food order from when it is paid,
 * a room booking's food from KITCHEN_LEAD_MINUTES before its session. Open orders (new, preparing)
 * stay however old, except a session's food once the session ended before the business day opened;
 * served and cancelled ones are those of the current business day. `status` keeps one column.
 */
export async function listFnbOrders(
  db: Db,
  input: { status?: KitchenState | undefined; now: Date; dayOpensAt: Date },
): Promise<KitchenOrder[]> {
  const { now, dayOpensAt } = input;
  const leadStart = new Date(now.getTime() + KITCHEN_LEAD_MINUTES * 60_000);
  const open = sql`${kitchenStateSql} in ('new', 'preparing')`;
  const openAndCurrent = and(
    open,
    sql`(${bookings.booking_type} = 'fnb' or ${bookings.end_at} > ${dayOpensAt})`,
  );
  const doneToday = and(
    sql`${kitchenStateSql} in ('served', 'cancelled')`,
    sql`${doneAtSql} >= ${dayOpensAt}`,
  );
  const column: SQL | undefined = input.status ? sql`${kitchenStateSql} = ${input.status}` : undefined;
  const isOpen = input.status ? OPEN_KITCHEN_STATES.includes(input.status) : undefined;
  const rows = await selectKitchenRows(
    db,
    and(
      isNotNull(bookings.paid_at),
      hasFood,
      sql`(${bookings.booking_type} = 'fnb' or ${bookings.start_at} <= ${leadStart})`,
      isOpen === undefined ? or(openAndCurrent, doneToday) : isOpen ? openAndCurrent : doneToday,
      column,
    ),
  );
  return toKitchenOrders(db, rows, now);
}
