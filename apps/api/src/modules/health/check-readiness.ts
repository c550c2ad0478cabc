import { readFileSync } from 'node:fs';
import type { GetReadinessResponse } from '@ruangmain/domain/contracts/health';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const journalPath = new URL('../../db/migrations/meta/_journal.json', import.meta.url);

/** The newest migration this build ships: drizzle records each applied one by its journal time. */
const newestMigrationAt = (): number => {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
};

/**
 * Ready when the database answers and holds this build's newest migration (drizzle's own table, the
 * one its migrator reads). A process started before a newer build migrated stays ready: its own
 * migrations are all there.
 */
export async function checkReadiness(db: Db): Promise<GetReadinessResponse> {
  let appliedAt: number;
  try {
    const result = await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    appliedAt = Number((result as { rows: Array<{ newest: string | null }> }).rows[0]?.newest ?? 0);
  } catch {
    return { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
  }
  const isCurrent = appliedAt >= newestMigrationAt();
  return {
    status: isCurrent ? 'ready' : 'unavailable',
    database: 'answers',
    migrations: isCurrent ? 'current' : 'behind',
  };
}
