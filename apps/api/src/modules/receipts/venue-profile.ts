import { type VenueProfile, VenueProfileSchema } from '@ruangmain/domain/contracts/receipts';
import { DEFAULT_VENUE_PROFILE } from '@ruangmain/domain/venue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venueSettings } from '../../db/schema/venue-settings';

/** The venue settings' key holding { name, address, phone, tax_number }. */
export const VENUE_PROFILE_SETTING = 'venue_profile';

/**
 * The venue's name, address and phone as its settings hold them; a field the settings leave out (or
 * a venue that has set none) reads as the default identity (packages/domain venue.ts). Its NPWP, none
 * unless set.
 */
export async function readVenueProfile(db: Db): Promise<VenueProfile> {
  const [row] = await db
    .select({ value: venueSettings.value })
    .from(venueSettings)
    .where(eq(venueSettings.key, VENUE_PROFILE_SETTING));
  const stored = VenueProfileSchema.partial().safeParse(row?.value ?? {});
  const fields = stored.success ? stored.data : {};
  return {
    name: fields.name || DEFAULT_VENUE_PROFILE.name,
    address: fields.address || DEFAULT_VENUE_PROFILE.address,
    phone: fields.phone || DEFAULT_VENUE_PROFILE.phone,
    // No default: a venue not registered for tax prints none (issue 29).
    tax_number: fields.tax_number || null,
  };
}
