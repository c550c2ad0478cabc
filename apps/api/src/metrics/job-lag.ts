import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * How far behind the jobs are, in seconds (0 when nothing waits): the oldest unpaid hold past its
 * expiry (the sweeper's), and the oldest customer notice due but unsent (the notice sender's).
 */
export async function readJobLag(db: Db): Promise<{ holds: number; notices: number }> {
  const result = await db.execute(sql`
    select
      coalesce(extract(epoch from now() - (
        select min(hold_expires_at) from bookings where status = 'pending' and hold_expires_at <= now()
      )), 0)::float8 as holds,
      coalesce(extract(epoch from now() - (
        select min(next_attempt_at) from customer_notices where status = 'pending' and next_attempt_at <= now()
      )), 0)::float8 as notices`);
  const row = (result as { rows: Array<{ holds: number; notices: number }> }).rows[0];
  return { holds: Number(row?.holds ?? 0), notices: Number(row?.notices ?? 0) };
}
