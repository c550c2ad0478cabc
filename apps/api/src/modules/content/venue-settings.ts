import {
  DEFAULT_REMINDER_MINUTES,
  MAX_REMINDER_MINUTES,
  MIN_REMINDER_MINUTES,
  type VenueSettings,
  type VenueSettingsBodySchema,
} from '@ruangmain/domain/contracts/admin-content';
import type { PublicVenue } from '@ruangmain/domain/contracts/venue';
import { normalizePhone } from '@ruangmain/domain/phone';
import { DEFAULT_VENUE_LINKS, mapEmbedUrl, mapSearchUrl } from '@ruangmain/domain/venue-links';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { venueSettings } from '../../db/schema/venue-settings';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { readVenueProfile, VENUE_PROFILE_SETTING } from '../receipts/venue-profile';
import { StoredHoursSchema, VENUE_HOURS_SETTING } from '../venue-hours/venue-hours';

/**
 * The Venue screen's settings (issue 17 "Manage the venue"). The name, address and phone stay under
 * 'venue_profile', which receipts read (receipts/venue-profile.ts), with the links beside them; the
 * terms text has its own key, and so do the customer notices (the reminder's lead time) and the
 * booking hours (spec 2 §9's until changed, record 0029; the server reads them through
 * venue-hours/venue-hours.ts).
 */
export const VENUE_TERMS_SETTING = 'venue_terms';
export const VENUE_NOTICES_SETTING = 'venue_notices';
const SETTING_KEYS = [VENUE_PROFILE_SETTING, VENUE_TERMS_SETTING, VENUE_NOTICES_SETTING, VENUE_HOURS_SETTING];

const StoredLinksSchema = z.object({
  map_url: z.string().nullable().catch(null),
  instagram_url: z.string().nullable().catch(DEFAULT_VENUE_LINKS.instagram_url),
  tiktok_url: z.string().nullable().catch(DEFAULT_VENUE_LINKS.tiktok_url),
});
const StoredTermsSchema = z.object({ text: z.string().catch('') });
const StoredNoticesSchema = z.object({
  reminder_minutes: z
    .number()
    .int()
    .min(MIN_REMINDER_MINUTES)
    .max(MAX_REMINDER_MINUTES)
    .catch(DEFAULT_REMINDER_MINUTES),
});

/** The venue's settings as saved, the defaults filling what was never set. */
export async function readVenueSettings(db: Db): Promise<VenueSettings> {
  const rows = await db
    .select({ key: venueSettings.key, value: venueSettings.value })
    .from(venueSettings)
    .where(inArray(venueSettings.key, SETTING_KEYS));
  const stored = (key: string) => rows.find((row) => row.key === key)?.value ?? {};
  const profile = await readVenueProfile(db);
  const links = StoredLinksSchema.parse({
    ...DEFAULT_VENUE_LINKS,
    map_url: null,
    ...stored(VENUE_PROFILE_SETTING),
  });
  const terms = StoredTermsSchema.parse(stored(VENUE_TERMS_SETTING));
  const notices = StoredNoticesSchema.parse(stored(VENUE_NOTICES_SETTING));
  const hours = StoredHoursSchema.parse(stored(VENUE_HOURS_SETTING));
  return {
    ...profile,
    ...links,
    terms_text: terms.text,
    reminder_minutes: notices.reminder_minutes,
    opening_hours: hours.days,
  };
}

/** Saves the Venue screen in one transaction with its audit row (before and after). */
export async function saveVenueSettings(
  db: Db,
  input: { actor: AuditActor; settings: z.output<typeof VenueSettingsBodySchema> },
): Promise<VenueSettings> {
  const { terms_text, reminder_minutes, opening_hours, ...profile } = input.settings;
  return db.transaction(async (tx) => {
    const before = await readVenueSettings(tx);
    await tx
      .insert(venueSettings)
      .values([
        { key: VENUE_PROFILE_SETTING, value: profile },
        { key: VENUE_TERMS_SETTING, value: { text: terms_text } },
        { key: VENUE_NOTICES_SETTING, value: { reminder_minutes } },
        { key: VENUE_HOURS_SETTING, value: { days: opening_hours } },
      ])
      .onConflictDoUpdate({
        target: venueSettings.key,
        set: { value: sql`excluded.value`, updated_at: new Date() },
      });
    const after = await readVenueSettings(tx);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'venue_setting.update',
      subject: { type: 'venue_setting', id: 0, label: 'Venue details' },
      before,
      after,
    });
    return after;
  });
}

/** What the footer and the terms show: the settings with the links they need worked out. */
export function toPublicVenue(settings: VenueSettings): PublicVenue {
  const canonical = normalizePhone(settings.phone);
  return {
    name: settings.name,
    address: settings.address,
    phone: settings.phone,
    phone_href: canonical ? `tel:+${canonical}` : `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    map_url: settings.map_url ?? mapSearchUrl(settings.address),
    map_embed_url: mapEmbedUrl(settings.address),
    instagram_url: settings.instagram_url,
    tiktok_url: settings.tiktok_url,
    terms_text: settings.terms_text,
    opening_hours: settings.opening_hours,
  };
}
