import { OpeningHoursBodySchema } from '@ruangmain/domain/contracts/venue-hours';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import { DEFAULT_OPENING_HOURS_BODY, toWeeklyHours } from '@ruangmain/domain/weekly-hours';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { venueSettings } from '../../db/schema/venue-settings';

/** The venue setting holding the booking hours (saved by the Venue screen, content/venue-settings.ts). */
export const VENUE_HOURS_SETTING = 'venue_hours';

// Hours saved by an older or broken writer read as the standard ones rather than fail every booking.
export const StoredHoursSchema = z.object({
  days: OpeningHoursBodySchema.catch(DEFAULT_OPENING_HOURS_BODY),
});

/** The booking hours as saved (the standard ones until the admin sets them). */
export async function readOpeningHours(db: Db) {
  const [row] = await db
    .select({ value: venueSettings.value })
    .from(venueSettings)
    .where(eq(venueSettings.key, VENUE_HOURS_SETTING));
  return StoredHoursSchema.parse(row?.value ?? {}).days;
}

/**
 * The venue's booking hours for one request (record 0029), through the catalogue cache: read from the
 * database once after each change (a save on the Venue screen drops the cache in every process,
 * migration 0016), then from memory. Slots, durations, periods and the desk's day all take them.
 */
export async function loadVenueHours(app: FastifyInstance): Promise<WeeklyHours> {
  if (!app.hasDecorator('catalogueCache')) return toWeeklyHours(await readOpeningHours(app.db));
  return app.catalogueCache.getValue(
    'venue-hours',
    () => readOpeningHours(app.db),
    (body) => toWeeklyHours(JSON.parse(body)),
  );
}
