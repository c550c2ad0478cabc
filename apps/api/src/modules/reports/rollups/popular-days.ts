import { sql } from 'drizzle-orm';
import { at, moneyMoved, PAID_PAYMENT, periodWindow, SOLD_BOOKING } from '../report-sql';
import type { Grain } from './day-windows';
import type { RollupKind } from './rollup-kind';

/** A customer: their account, or a guest's phone number. */
const CUSTOMER_KEY = sql.raw(`coalesce('u' || user_id, 'p' || phone)`);
const CUSTOMER_COLUMNS = [
  'facet',
  'customer',
  'user_id',
  'name',
  'phone',
  'bookings',
  'booking_ids',
  'hours',
  'amount',
  'last_booking',
] as const;

/** Paid room bookings starting in [start, end), with their hours. Reads bookings_room_start_idx. */
function playedBookings(start: Date, end: Date) {
  return sql`
    select b.id, b.unit_id, b.game_id, b.user_id, b.phone, b.name, b.start_at,
      extract(epoch from b.end_at - b.start_at) / 3600.0 as hours
    from bookings b
    where b.booking_type = 'room' and b.status in ${SOLD_BOOKING}
      and b.start_at >= ${at(start)} and b.start_at < ${at(end)}`;
}

const calendarDay = { windowOf: periodWindow, lookbackDays: 0 } as const;

/** Room bookings played by start date, unit and game (0: none): the units, consoles and games played. */
export const playedDays: RollupKind = {
  name: 'played',
  table: 'report_played_days',
  columns: ['unit_id', 'game_id', 'bookings', 'hours'],
  ...calendarDay,
  rows: ({ start, end }, timeZone) => sql`
    select (start_at at time zone ${timeZone})::date as day, unit_id, coalesce(game_id, 0) as game_id,
      count(*) as bookings, sum(hours) as hours
    from (${playedBookings(start, end)}) as played
    group by 1, unit_id, 3`,
};

/**
 * Food pieces sold, counted once per booking on the date of its first payment (a booking paid, then
 * extended another day, sold its food once).
 */
export const foodDays: RollupKind = {
  name: 'food',
  table: 'report_food_days',
  columns: ['fnb_id', 'pieces', 'amount'],
  ...calendarDay,
  rows: ({ start, end }, timeZone) => sql`
    select (first_paid.paid_at at time zone ${timeZone})::date as day, bf.fnb_id,
      sum(bf.quantity) as pieces, sum(bf.quantity * bf.price) as amount
    from (
      select p.booking_id, min(p.paid_at) as paid_at from payments p
      where p.paid_at >= ${at(start)} and p.paid_at < ${at(end)} and p.status in ${PAID_PAYMENT}
      group by p.booking_id
    ) as first_paid
    join booking_fnbs bf on bf.booking_id = first_paid.booking_id
    where not exists (
      select 1 from payments earlier
      where earlier.booking_id = first_paid.booking_id and earlier.status in ${PAID_PAYMENT}
        and earlier.paid_at < ${at(start)}
    )
    group by 1, bf.fnb_id`,
};

/** The venue-local date (`day`) or month (`month`, as its first day) of an instant column. */
const localUnit = (column: string, grain: Grain, timeZone: string) =>
  grain === 'day'
    ? sql`(${sql.raw(column)} at time zone ${timeZone})::date`
    : sql`date_trunc('month', ${sql.raw(column)} at time zone ${timeZone})::date`;

/** One facet of the customers' rollup (report_customer_days), by date or by month. */
function customerKind(facet: string, grain: Grain, rows: RollupKind['rows']): RollupKind {
  return {
    name: facet,
    table: 'report_customer_days',
    columns: CUSTOMER_COLUMNS,
    scope: sql.raw(`facet = '${facet}'`),
    ...calendarDay,
    grain,
    rows,
  };
}

/** A customer's money by the date (or month) it moved: spent, and the bookings it was for. */
function spendKind(grain: Grain): RollupKind {
  const facet = grain === 'day' ? 'spend' : 'spend-month';
  return customerKind(
    facet,
    grain,
    ({ start, end }, timeZone) => sql`
      select ${localUnit('moved_at', grain, timeZone)} as day, ${facet} as facet, ${CUSTOMER_KEY} as customer,
        max(user_id) as user_id, max(name) as name, max(phone) as phone,
        count(distinct booking_id) as bookings, array_agg(distinct booking_id) as booking_ids,
        0 as hours, sum(gross - refund) as amount, max(booking_id) as last_booking
      from (${moneyMoved(start, end)}) as money
      group by 1, 3`,
  );
}

/** A customer's room bookings by start date (or month), with their hours. */
function playerKind(grain: Grain): RollupKind {
  const facet = grain === 'day' ? 'hours' : 'hours-month';
  return customerKind(
    facet,
    grain,
    ({ start, end }, timeZone) => sql`
      select ${localUnit('start_at', grain, timeZone)} as day, ${facet} as facet, ${CUSTOMER_KEY} as customer,
        max(user_id) as user_id, max(name) as name, max(phone) as phone,
        count(*) as bookings, null::int[] as booking_ids, sum(hours) as hours, 0 as amount,
        max(id) as last_booking
      from (${playedBookings(start, end)}) as played
      group by 1, 3`,
  );
}

/**
 * Customers by whole month, and by day for the rest of a period: over a year most of their rows are
 * read a month at a time (a regular comes back within a month).
 */
export const spendMonths = spendKind('month');
export const spendDays: RollupKind = { ...spendKind('day'), coarser: spendMonths };
export const playerMonths = playerKind('month');
export const playerDays: RollupKind = { ...playerKind('day'), coarser: playerMonths };
