import { PAID_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import type { Sql } from '../database';
import type { Paid } from './online-bookings';
import { RACE } from './online-bookings';
import { EVENING_PROMO } from './venue';

export type Invariant = { rule: string; held: boolean; seen: string };

const count = async (sql: Sql, text: string, params: unknown[] = []) =>
  Number((await sql.query<{ n: string | number }>(text, params))[0]?.n ?? 0);

const ACTIVE = `status in ('pending', 'confirmed', 'ongoing')`;

/**
 * What must hold after the evening, read from the database itself: no unit twice at once, every
 * payment the customers made confirmed, the race won once per unit, the promo's counter equal to its
 * bookings, every point balance equal to its ledger, every payment notification delivered.
 */
export async function checkInvariants(sql: Sql, paid: Paid): Promise<Invariant[]> {
  const overlaps = await count(
    sql,
    `select count(*) as n from bookings a join bookings b
       on a.unit_id = b.unit_id and a.id < b.id and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)
     where a.booking_type in ('room', 'block') and b.booking_type in ('room', 'block')
       and a.${ACTIVE} and b.${ACTIVE}`,
  );
  const unconfirmed = await count(
    sql,
    `select count(*) as n from bookings where invoice_number = any($1) and not (status::text = any($2))`,
    [paid.invoices, [...PAID_BOOKING_STATUSES]],
  );
  const paidNotConfirmed = await count(
    sql,
    `select count(*) as n from bookings b where b.status in ('pending', 'cancelled')
       and exists (select 1 from payments p where p.booking_id = b.id and p.status in ('settlement', 'capture'))`,
  );
  const raceBooked = await count(
    sql,
    `select count(*) as n from bookings where booking_type = 'room' and ${ACTIVE}
       and unit_id = any($3) and start_at = ($1 || ' ' || $2 || ':00 Asia/Jakarta')::timestamptz`,
    [RACE.date(), RACE.start, paid.raceUnits],
  );
  const [promo] = await sql.query<{ times_used: number; bookings: string | number }>(
    `select p.times_used, (select count(*) from bookings b where b.promo_id = p.id and b.status in
       ('pending', 'confirmed', 'ongoing', 'completed')) as bookings from promos p where p.promo_code = $1`,
    [EVENING_PROMO.code],
  );
  const ledgerMismatches = await count(
    sql,
    `select count(*) as n from users u where u.total_points <>
       coalesce((select sum(points) from point_transactions t where t.user_id = u.id), 0)`,
  );
  const undelivered = await count(
    sql,
    'select count(*) as n from payment_simulator_notifications where delivered_at is null',
  );
  return [
    { rule: 'no unit booked twice at once', held: overlaps === 0, seen: `${overlaps} overlapping pairs` },
    {
      rule: 'every payment made is confirmed',
      held: unconfirmed === 0 && paidNotConfirmed === 0 && paid.invoices.length > 0,
      seen: `${paid.invoices.length} paid, ${unconfirmed} of them not confirmed, ${paidNotConfirmed} settled but not confirmed`,
    },
    {
      rule: `the 19:00 race won once per unit (${RACE.units})`,
      held: raceBooked === RACE.units && paid.raceWinners === RACE.units,
      seen: `${paid.raceWinners} won, ${raceBooked} booked`,
    },
    {
      rule: `the promo counted once per booking, within its ${EVENING_PROMO.uses} uses`,
      held:
        promo !== undefined &&
        promo.times_used === Number(promo.bookings) &&
        promo.times_used === paid.promoBookings &&
        promo.times_used <= EVENING_PROMO.uses,
      seen: `times_used ${promo?.times_used}, ${promo?.bookings} bookings, ${paid.promoBookings} answered`,
    },
    {
      rule: 'every point balance equals its ledger',
      held: ledgerMismatches === 0,
      seen: `${ledgerMismatches} accounts differ`,
    },
    {
      rule: 'every payment notification delivered',
      held: undelivered === 0,
      seen: `${undelivered} undelivered`,
    },
  ];
}
