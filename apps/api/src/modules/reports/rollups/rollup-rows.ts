import type { ReportPeriod } from '@ruangmain/domain/report-period';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type DayStatus, isValid, readDayStatus, readDaysStatus } from './day-status';
import { type DayWindow, dayWindows, isStorable, windowRuns } from './day-windows';
import { columnsOf, type RollupKind, scopeOf } from './rollup-kind';
import { storeDays } from './store-days';

/** Days computed and stored per transaction, so a cold year never holds locks long. */
export const STORE_BATCH_DAYS = 31;

/**
 * Stores the days of `windows` that may be stored (day-windows.ts isStorable) and are not stored at
 * their current versions, in batches of consecutive days. Answers the days' status afterwards.
 */
export async function ensureStored(
  db: Db,
  kind: RollupKind,
  windows: readonly DayWindow[],
  timeZone: string,
  now: Date,
  known?: DayStatus[],
) {
  const status = known ?? (await readDayStatus(db, kind, windows));
  const missing = new Set(status.filter((one) => !isValid(one)).map((one) => one.day));
  const toStore = windows.filter((one) => missing.has(one.day) && isStorable(one, now));
  if (toStore.length === 0) return status;
  for (const run of windowRuns(toStore)) {
    for (let index = 0; index < run.length; index += STORE_BATCH_DAYS) {
      await storeDays(db, kind, run.slice(index, index + STORE_BATCH_DAYS), timeZone);
    }
  }
  return readDayStatus(db, kind, windows);
}

/** A statement reading a kind's rows of a period, narrowed by `where` (over the kind's columns) if given. */
export type RollupRows = (where?: SQL) => SQL;

/**
 * The rows of each kind for every day of a period: stored days still valid read from its table, the
 * rest (today, yesterday, days changed since) computed live by the same statement. Days missing from a
 * table are stored first. The kinds' days are looked up in one statement. Answers, per kind, statements
 * to read as subqueries: `day`, then the kind's columns.
 */
export async function rollupRows<const Kinds extends readonly RollupKind[]>(
  db: Db,
  kinds: Kinds,
  period: ReportPeriod,
  timeZone: string,
  now = new Date(),
): Promise<{ [Index in keyof Kinds]: RollupRows }> {
  // A month not yet closed is read by day: live, it would cost a month's worth of rows.
  const windowsOf = (kind: RollupKind) =>
    dayWindows(period, kind, timeZone).filter((window) => kind.grain !== 'month' || isStorable(window, now));
  const requests = kinds.map((kind) => {
    const windows = windowsOf(kind);
    if (!kind.coarser || !kinds.includes(kind.coarser)) return { kind, windows };
    // The whole months are read from the coarser kind: only the other days from this one.
    const months = windowsOf(kind.coarser);
    const inMonth = (window: DayWindow) =>
      months.some((month) => window.start >= month.start && window.end <= month.end);
    return { kind, windows: windows.filter((window) => !inMonth(window)) };
  });
  const known = await readDaysStatus(db, requests);
  const rows: RollupRows[] = [];
  for (const [index, { kind, windows }] of requests.entries()) {
    const status = await ensureStored(db, kind, windows, timeZone, now, known[index]);
    rows.push(rowsOf(kind, windows, status, timeZone));
  }
  return rows as { [Index in keyof Kinds]: RollupRows };
}

/** A kind's rows: the valid stored days from its table, the others live, in runs of consecutive days. */
function rowsOf(
  kind: RollupKind,
  windows: readonly DayWindow[],
  status: readonly DayStatus[],
  timeZone: string,
): RollupRows {
  const cachedSet = new Set(status.filter(isValid).map((one) => one.day));
  const cached = windowRuns(windows.filter((one) => cachedSet.has(one.day)));
  const live = windowRuns(windows.filter((one) => !cachedSet.has(one.day)));
  const columns = columnsOf(kind);
  const scope = scopeOf(kind);
  const cachedRuns = cached.map((run) => sql`day between ${run[0]?.day}::date and ${run.at(-1)?.day}::date`);
  const inCached = cachedRuns.length > 0 ? sql.join(cachedRuns, sql` or `) : sql`false`;
  return (where) => {
    const narrowed = where ? sql` and (${where})` : sql``;
    const parts = [
      sql`select ${columns} from ${sql.raw(kind.table)} where ${scope}(${inCached})${narrowed}`,
      ...live.map((run) => {
        const window = { start: (run[0] as DayWindow).start, end: (run.at(-1) as DayWindow).end };
        return sql`select ${columns} from (${kind.rows(window, timeZone)}) as live where true${narrowed}`;
      }),
    ];
    return sql.join(parts, sql` union all `);
  };
}
