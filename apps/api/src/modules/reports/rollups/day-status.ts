import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows, toNumber } from '../report-sql';
import type { DayWindow } from './day-windows';
import type { RollupKind } from './rollup-kind';

export type DayStatus = { day: string; current: number; stored: number | null };

/** Dates as one array parameter, read alike by both engines. */
export const dateArray = (days: readonly string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * Per day: the sum of the versions of the UTC dates its window reads (`current`) and the sum its stored
 * rows were computed at (`stored`, null when none are). Versions only grow: equal sums, unchanged data.
 */
export async function readDayStatus(
  db: Pick<Db, 'execute'>,
  kind: RollupKind,
  windows: readonly DayWindow[],
): Promise<DayStatus[]> {
  if (windows.length === 0) return [];
  const rows = await selectRows<{ day: string; current: unknown; stored: unknown }>(
    db,
    sql`
      select d.day::text as day, r.version_sum as stored,
        (select coalesce(sum(v.version), 0) from report_day_versions v
          where v.utc_day between d.first_day and d.last_day) as current
      from unnest(
        ${dateArray(windows.map((one) => one.day))},
        ${dateArray(windows.map((one) => one.firstUtcDay))},
        ${dateArray(windows.map((one) => one.lastUtcDay))}
      ) as d(day, first_day, last_day)
      left join report_days r on r.kind = ${kind.name} and r.day = d.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    current: toNumber(row.current),
    stored: row.stored === null ? null : toNumber(row.stored),
  }));
}

export const isValid = (status: DayStatus): boolean => status.stored === status.current;
