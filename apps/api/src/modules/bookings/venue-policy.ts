import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venueSettings } from '../../db/schema/venue-settings';

/**
 * The terms say no cancellation, rescheduling or refund (spec 1 §9), so customers may not move a paid
 * booking unless the venue turns this setting on; staff always may.
 */
export const CUSTOMER_RESCHEDULE_PAID_SETTING = 'customer_reschedule_paid';

export async function mayCustomersReschedulePaid(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: venueSettings.value })
    .from(venueSettings)
    .where(eq(venueSettings.key, CUSTOMER_RESCHEDULE_PAID_SETTING));
  return row?.value === true;
}
