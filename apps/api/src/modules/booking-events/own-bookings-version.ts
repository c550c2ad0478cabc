import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A fingerprint of one customer's own bookings and food orders as their history shows them (issue 30):
 * status, the kitchen's progress, payment, check-in, time, unit and refunds. It changes when one of
 * them does and, being a digest of their rows alone, says nothing of anyone else's. The
 * (user_id, created_at) index finds the rows.
 */
export async function readOwnBookingsVersion(db: Db, userId: number): Promise<string> {
  const result = await db.execute(sql`
    select md5(coalesce(string_agg(concat_ws('|', id, status, kitchen_status, paid_at, checked_in_at,
      start_at, end_at, unit_id, refunded_amount, cancelled_at, hold_expires_at), ',' order by id), ''))
      as version
    from bookings where user_id = ${userId}`);
  const row = (result as { rows: { version: string }[] }).rows[0];
  return row?.version ?? '';
}
