import { KITCHEN_LEAD_MINUTES, type KitchenState } from '@ruangmain/domain/desk-kitchen';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import { bookingFnbs, bookings } from '../../db/schema/bookings';

/** Food for the kitchen: a food order of its own, or a room booking with food in it. */
export const hasFood: SQL = sql`(${bookings.booking_type} = 'fnb' or (${bookings.booking_type} = 'room' and exists (select 1 from ${bookingFnbs} where ${bookingFnbs.booking_id} = ${bookings.id})))`;

/**
 * An order's kitchen state as SQL, as kitchenStateOf reads it (packages/domain/src/desk-kitchen.ts):
 * unset is new; a booking cancelled or refunded before its food was served is cancelled.
 */
export const kitchenStateSql: SQL<KitchenState> = sql<KitchenState>`(case when coalesce(${bookings.kitchen_status}::text, 'new') <> 'served' and ${bookings.status} in ('cancelled', 'refunded') then 'cancelled' else coalesce(${bookings.kitchen_status}::text, 'new') end)`;

/** When the kitchen should start: a food order once paid, a session's food at the session's start. */
export const dueAtSql: SQL = sql`(case when ${bookings.booking_type} = 'room' then ${bookings.start_at} else coalesce(${bookings.paid_at}, ${bookings.created_at}) end)`;

/**
 * The open food orders at `now` (issue 29: the kitchen lists them, the board counts them, so both say
 * the same): paid food still new or preparing, a food order once paid, a session's food from
 * KITCHEN_LEAD_MINUTES before its start; however old, so that a day's forgotten order stays in view
 * (overdue) until the kitchen serves, cancels or closes it.
 */
export function openFoodOrdersWhere(now: Date): SQL {
  const leadStart = new Date(now.getTime() + KITCHEN_LEAD_MINUTES * 60_000);
  return and(
    isNotNull(bookings.paid_at),
    hasFood,
    sql`(${bookings.booking_type} = 'fnb' or ${bookings.start_at} <= ${leadStart})`,
    sql`${kitchenStateSql} in ('new', 'preparing')`,
  ) as SQL;
}
