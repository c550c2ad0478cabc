import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { venueSettings } from '../../../db/schema/venue-settings';

const SETTING_KEY = 'payment_simulator_server_key';

/**
 * The key the simulator signs notifications with: MIDTRANS_SERVER_KEY when configured, else a random
 * key created once per database, so every API process on that database signs and verifies alike.
 * Read once, then kept in memory. It is a secret like Midtrans' own: never log or return it.
 */
export function createSimulatorServerKey(db: Db, configuredKey?: string): () => Promise<string> {
  if (configuredKey) return async () => configuredKey;
  let cached: Promise<string> | undefined;
  return () => {
    cached ??= loadOrCreateKey(db).catch((error: unknown) => {
      // A failed read (database briefly away) is tried again on the next call.
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

async function loadOrCreateKey(db: Db): Promise<string> {
  // Insert-if-absent, then read: processes starting together all end up with the first key written.
  await db
    .insert(venueSettings)
    .values({ key: SETTING_KEY, value: `SIM-server-${randomBytes(24).toString('base64url')}` })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: venueSettings.value })
    .from(venueSettings)
    .where(eq(venueSettings.key, SETTING_KEY));
  if (typeof row?.value !== 'string' || row.value === '') {
    throw new Error(`venue_settings.${SETTING_KEY} is not a key`);
  }
  return row.value;
}
