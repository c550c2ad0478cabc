import { eq, sql } from 'drizzle-orm';
import { bookingFnbs } from '../../db/schema/bookings';
import { rewards } from '../../db/schema/rewards';
import type { Tx } from '../manage/managed-table';

/**
 * What still names a menu item, or null: orders (their receipts and the kitchen's history list it)
 * or a free-food reward's effects (a voucher hands it over). Such an item is made unavailable rather
 * than deleted (../shared/DESIGN.md "Staff side").
 */
export async function findFnbReference(tx: Tx, fnbId: number): Promise<string | null> {
  const [ordered] = await tx
    .select({ id: bookingFnbs.booking_id })
    .from(bookingFnbs)
    .where(eq(bookingFnbs.fnb_id, fnbId))
    .limit(1);
  if (ordered) return 'orders';
  const [rewarded] = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(
      sql`${rewards.effects}->>'type' = 'free_fnb' and exists (select 1 from jsonb_array_elements(${rewards.effects}->'fnbs') as item where (item->>'fnb_id')::int = ${fnbId})`,
    )
    .limit(1);
  return rewarded ? 'rewards' : null;
}
