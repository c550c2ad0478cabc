// A busy venue's year, written straight into a benchmark database: the reports and the backups
// benchmarks measure over it.
import { VENUE_TIMEZONE } from './bookings';
import type { Sql } from './database';

/**
 * `count` bookings spread over the year before today, as the product leaves them: each with a settled
 * payment (online ones paid up to a day before play, desk ones at the start), one in ten with a failed
 * attempt beside, food lines on a third, an extension on one room booking in ten and a refund on one
 * booking in thirty, given up to three days later.
 */
export async function insertYear(sql: Sql, count: number): Promise<void> {
  await sql.query(
    `create temporary table planned as
     with unit_list as (
       select id, price_per_hour, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
       from units where is_active
     )
     select i, u.id as unit_id, u.price_per_hour,
       case when i % 20 < 12 then 'online' when i % 20 < 16 then 'ots' when i % 20 < 19 then 'food' else 'reward' end as kind,
       (date_trunc('day', now() at time zone $2) - ((i * 367) % 365) * interval '1 day'
         + (10 + (i % 13)) * interval '1 hour' + ((i % 2) * 30) * interval '1 minute') at time zone $2 as start_at
     from generate_series(0, $1::int - 1) as i
     join unit_list u on u.k = i % u.n`,
    [count, VENUE_TIMEZONE],
  );
  await sql.query(
    `insert into bookings (invoice_number, booking_type, channel, status, unit_id, name, phone, total_visitors,
       start_at, end_at, payment_method, subtotal_room, subtotal_fnb, total_price, paid_at, created_at, user_id)
     select 'RPT-' || i,
       (case when kind = 'food' then 'fnb' else 'room' end)::booking_type,
       (case when kind = 'food' then (case when i % 2 = 0 then 'online' else 'ots' end) else kind end)::booking_channel,
       (case when kind = 'food' then 'served' else 'completed' end)::booking_status,
       case when kind <> 'food' then unit_id end, 'Tamu ' || (i % 5000), '62812' || lpad((i % 5000)::text, 8, '0'), 2,
       case when kind <> 'food' then start_at end,
       case when kind <> 'food' then start_at + (1 + i % 3) * interval '1 hour' end,
       (case kind when 'online' then 'midtrans' when 'reward' then 'reward' else (array['cash', 'qris'])[1 + i % 2] end)::payment_method,
       case when kind in ('online', 'ots') then price_per_hour * (1 + i % 3) else 0 end,
       case when kind = 'food' or i % 3 = 0 then 30000 else 0 end,
       case when kind = 'reward' then 0
         else (case when kind in ('online', 'ots') then price_per_hour * (1 + i % 3) else 0 end)
           + (case when kind = 'food' or i % 3 = 0 then 30000 else 0 end) end,
       start_at - (case when kind = 'online' then (i % 24) * interval '1 hour' else interval '0' end),
       start_at - interval '1 day', null
     from planned`,
  );
  await sql.query(
    `insert into booking_fnbs (booking_id, fnb_id, quantity, price)
     select b.id, f.id, 2, 15000 from bookings b
     join lateral (select id from fnbs order by id offset (b.id % 5) limit 1) f on true
     where b.invoice_number like 'RPT-%' and b.subtotal_fnb > 0`,
  );
  await sql.query(
    `insert into payments (booking_id, order_id, provider, method, status, gross_amount, paid_at, created_at)
     select id, 'RPT-PAY-' || id, 'simulator', payment_method, 'settlement'::payment_status, total_price, paid_at, paid_at
     from bookings where invoice_number like 'RPT-%'
     union all
     select id, 'RPT-FAIL-' || id, 'simulator', payment_method, 'expire'::payment_status, total_price, null, paid_at - interval '30 minutes'
     from bookings where invoice_number like 'RPT-%' and id % 10 = 0`,
  );
  await sql.query(
    `with extended as (
       insert into payments (booking_id, order_id, provider, method, status, gross_amount, paid_at, created_at)
       select b.id, 'RPT-EXT-' || b.id, 'simulator', 'cash', 'settlement', 25000, b.end_at - interval '10 minutes', b.end_at
       from bookings b where b.invoice_number like 'RPT-%' and b.booking_type = 'room' and b.id % 10 = 3
       returning id, booking_id, paid_at
     )
     insert into booking_extensions (booking_id, payment_id, minutes, amount, from_end_at, to_end_at, status)
     select e.booking_id, e.id, 60, 25000, b.end_at, b.end_at + interval '1 hour', 'paid'
     from extended e join bookings b on b.id = e.booking_id`,
  );
  await sql.query(
    `insert into refunds (booking_id, payment_id, amount, reason, provider, status, refund_key, completed_at)
     select p.booking_id, p.id, greatest(1, p.gross_amount / 2), 'Bench', 'counter', 'succeeded', 'RPT-RF-' || p.id,
       p.paid_at + (p.id % 4) * interval '1 day'
     from payments p where p.order_id like 'RPT-PAY-%' and p.gross_amount > 0 and p.booking_id % 30 = 7`,
  );
  await sql.query('analyze');
}
