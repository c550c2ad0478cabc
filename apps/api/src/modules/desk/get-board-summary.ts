import type { BoardSummarySchema } from '@ruangmain/domain/contracts/board';
import { addDays } from '@ruangmain/domain/dates';
import { deskDateOf } from '@ruangmain/domain/desk';
import { getBusinessWindow, toInstant, type WeeklyHours } from '@ruangmain/domain/hours';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { dueAtSql, openFoodOrdersWhere } from './open-food-orders';

type Summary = z.output<typeof BoardSummarySchema>;

type Row = {
  received: unknown;
  refunded: unknown;
  bookings: unknown;
  in_use: unknown;
  units: unknown;
  food: unknown;
};

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;
const toNumber = (value: unknown): number => Number(value ?? 0);

/**
 * The money period of a business date: from its midnight, or from when the night before closed if
 * later (a Friday's 00:30 payment is Friday's), to where the next date's begins. Periods of
 * consecutive dates meet without overlapping, so every rupiah belongs to one day.
 */
export function moneyPeriodOf(date: string, timeZone: string, hours: WeeklyHours) {
  const startOf = (day: string) => {
    const midnight = toInstant(`${day} 00:00`, timeZone);
    const nightBefore = getBusinessWindow(addDays(day, -1), timeZone, hours).closesAt;
    return nightBefore > midnight ? nightBefore : midnight;
  };
  return { start: startOf(date), end: startOf(addDays(date, 1)) };
}

/**
 * The board's figures for the business date it shows (issue 29): the money received in that day's
 * period (until now) less the refunds given in it, its paid room bookings, the units with a party
 * playing (checked in: boardStateOf's 'playing'; only for the day the venue is in, null otherwise) of
 * the active units, and the open food orders (open-food-orders.ts, what the kitchen lists): all of them
 * on the current day, those due within the day on another. One statement of counts.
 */
export async function getBoardSummary(
  db: Db,
  input: { date: string; timeZone: string; hours: WeeklyHours; now: Date },
): Promise<Summary> {
  const { date, timeZone, hours, now } = input;
  const isCurrent = date === deskDateOf(now, timeZone, hours);
  const money = moneyPeriodOf(date, timeZone, hours);
  const until = money.end < now ? money.end : now;
  const day = getBusinessWindow(date, timeZone, hours);
  const openFood = isCurrent
    ? openFoodOrdersWhere(now)
    : sql`${openFoodOrdersWhere(now)} and ${dueAtSql} >= ${at(day.opensAt)} and ${dueAtSql} < ${at(day.closesAt)}`;
  const result = await db.execute(sql`
    select
      (select coalesce(sum(gross_amount), 0) from payments
        where paid_at >= ${at(money.start)} and paid_at < ${at(until)}
          and status in ('settlement', 'capture', 'refund')) as received,
      (select coalesce(sum(amount), 0) from refunds
        where status = 'succeeded' and completed_at >= ${at(money.start)} and completed_at < ${at(until)}) as refunded,
      (select count(*) from bookings
        where booking_type = 'room' and status in ('confirmed', 'ongoing', 'completed')
          and start_at >= ${at(day.opensAt)} and start_at < ${at(day.closesAt)}) as bookings,
      (select count(distinct unit_id) from bookings
        where booking_type = 'room' and status in ('confirmed', 'ongoing')
          and checked_in_at is not null and checked_in_at <= ${at(now)} and end_at > ${at(now)}) as in_use,
      (select count(*) from units where is_active) as units,
      (select count(*) from ${bookings} where ${openFood}) as food`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  return {
    revenue: toNumber(row?.received) - toNumber(row?.refunded),
    bookings: toNumber(row?.bookings),
    units_in_use: isCurrent ? toNumber(row?.in_use) : null,
    units_total: toNumber(row?.units),
    food_orders_open: toNumber(row?.food),
  };
}
