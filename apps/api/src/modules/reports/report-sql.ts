import { addDays } from '@ruangmain/domain/dates';
import { toInstant } from '@ruangmain/domain/hours';
import type { ReportPeriod } from '@ruangmain/domain/report-period';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The instants a period of venue calendar dates covers: from's midnight to the midnight after `to`. */
export function periodWindow({ from, to }: ReportPeriod, timeZone: string): { start: Date; end: Date } {
  return { start: toInstant(`${from} 00:00`, timeZone), end: toInstant(`${addDays(to, 1)} 00:00`, timeZone) };
}

/** Rows of one report statement, as both engines answer them. */
export async function selectRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** An instant as a statement's parameter, typed for both engines. */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** A count or a sum as a JS number (PostgreSQL's bigint arrives as text from pg). */
export const toNumber = (value: unknown): number => Number(value ?? 0);

/** Hours rounded to two decimals, as the reports answer them. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/** Statuses of a payment that took money: paid, or paid and refunded since (desk/paid-amount.ts). */
export const PAID_PAYMENT = sql.raw(`('settlement', 'capture', 'refund')`);

/** Room bookings that sold their hours: paid, playing or played (not held, cancelled or refunded). */
export const SOLD_BOOKING = sql.raw(`('confirmed', 'ongoing', 'completed')`);

/**
 * Where a payment's money came from (report-period.ts REVENUE_SOURCES), from its booking `b` and its
 * extension `e` (left joined on the payment): time added at the desk first, then food orders, rewards,
 * online room bookings, and the rest booked at the desk.
 */
export const SOURCE_OF_PAYMENT = sql.raw(`case
  when e.id is not null then 'extension'
  when b.booking_type = 'fnb' then 'food'
  when b.channel = 'reward' then 'reward'
  when b.channel = 'online' then 'online'
  else 'ots' end`);

/**
 * Every rupiah that moved in [start, end): payments received (`gross`, at `paid_at`) and refunds given
 * (`refund`, at `completed_at`), with the payment's method, source and booking. Read by the payments'
 * and refunds' time indexes (payments_paid_at_idx, refunds_completed_at_idx).
 */
export function moneyMoved(start: Date, end: Date): SQL {
  return sql`
    select p.paid_at as moved_at, p.gross_amount as gross, 0 as refund, p.method::text as method,
      ${SOURCE_OF_PAYMENT} as source, b.id as booking_id, b.user_id, b.phone, b.name
    from payments p
    join bookings b on b.id = p.booking_id
    left join booking_extensions e on e.payment_id = p.id
    where p.paid_at >= ${at(start)} and p.paid_at < ${at(end)} and p.status in ${PAID_PAYMENT}
    union all
    select r.completed_at, 0, r.amount, p.method::text, ${SOURCE_OF_PAYMENT}, b.id, b.user_id, b.phone, b.name
    from refunds r
    join payments p on p.id = r.payment_id
    join bookings b on b.id = r.booking_id
    left join booking_extensions e on e.payment_id = p.id
    where r.status = 'succeeded' and r.completed_at >= ${at(start)} and r.completed_at < ${at(end)}`;
}
