import { seedDemoData } from '../src/db/seed/demo-data';
import { createTestApp } from './test-app';

/** A test app on a fresh database holding the demo venue. */
export async function createSeededTestApp(env: Record<string, string> = {}) {
  const ctx = await createTestApp(env);
  await seedDemoData(ctx.db, {
    storageDir: ctx.storageDir,
    now: new Date(),
    timeZone: ctx.config.venueTimeZone,
  });
  // Seeding changed the catalogue; wait for the change notification to settle before measuring anything.
  await new Promise((resolve) => setTimeout(resolve, 50));
  ctx.app.catalogueCache.invalidate();
  return ctx;
}
