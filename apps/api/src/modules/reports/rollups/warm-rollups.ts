import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { MAX_REPORT_DAYS } from '@ruangmain/domain/report-period';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dayWindows, isStorable } from './day-windows';
import { ROLLUP_KINDS } from './rollup-kinds';
import { ensureStored } from './rollup-rows';

/** How far back the warm-up keeps days stored: a year's revenue report and the year before it. */
export const WARM_DAYS = 2 * MAX_REPORT_DAYS + 1;

/**
 * Stores every kind's closed days of the last `days` venue dates that are not stored at their current
 * versions (record 0031), in batches, so no admin waits for a cold year. Answers the days now valid;
 * `stopped` is asked between kinds (the server is closing).
 */
export async function warmRollups(
  db: Db,
  timeZone: string,
  now = new Date(),
  { days = WARM_DAYS, stopped = () => false }: { days?: number; stopped?: () => boolean } = {},
) {
  const today = toLocalDateTime(now, timeZone).slice(0, 10);
  const period = { from: addDays(today, -days), to: today };
  let valid = 0;
  for (const kind of ROLLUP_KINDS) {
    if (stopped()) break;
    const windows = dayWindows(period, kind, timeZone).filter((one) => isStorable(one, now));
    const status = await ensureStored(db, kind, windows, timeZone, now);
    valid += status.filter((one) => one.stored === one.current).length;
  }
  // Fresh statistics, so the reports' plans know the tables' sizes (PGlite has no autovacuum).
  const tables = [
    ...new Set(['report_day_versions', 'report_days', ...ROLLUP_KINDS.map((kind) => kind.table)]),
  ];
  await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  return valid;
}
