import { type KitchenState, OPEN_KITCHEN_STATES } from '@ruangmain/domain/desk-kitchen';
import { and, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { hasFood, kitchenStateSql, openFoodOrdersWhere } from '../desk/open-food-orders';
import { doneAtSql, type KitchenOrder, selectKitchenRows, toKitchenOrders } from './kitchen-orders';

/**
 * GET /api/admin/fnb-orders: the kitchen's queue. The open orders (desk/open-food-orders.ts, the rule
 * the board counts with), however old: those due before the business day opened are overdue until the
 * kitchen serves, cancels or closes them (issue 29); served and cancelled ones are those of the current
 * business day. `status` keeps one column.
 */
export async function listFnbOrders(
  db: Db,
  input: { status?: KitchenState | undefined; now: Date; dayOpensAt: Date },
): Promise<KitchenOrder[]> {
  const { now, dayOpensAt } = input;
  const open = openFoodOrdersWhere(now);
  const doneToday = and(
    isNotNull(bookings.paid_at),
    hasFood,
    sql`${kitchenStateSql} in ('served', 'cancelled')`,
    sql`${doneAtSql} >= ${dayOpensAt}`,
  );
  const column: SQL | undefined = input.status ? sql`${kitchenStateSql} = ${input.status}` : undefined;
  const isOpen = input.status ? OPEN_KITCHEN_STATES.includes(input.status) : undefined;
  const rows = await selectKitchenRows(
    db,
    and(isOpen === undefined ? or(open, doneToday) : isOpen ? open : doneToday, column),
  );
  return toKitchenOrders(db, rows, { now, dayOpensAt });
}
