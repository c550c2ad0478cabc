import { addDays } from '@ruangmain/domain/dates';
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
 * One statement reads the versions of the whole span and the kind's stored days; the sums are made here.
 */
export async function readDayStatus(
  db: Pick<Db, 'execute'>,
  kind: RollupKind,
  windows: readonly DayWindow[],
): Promise<DayStatus[]> {
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return [];
  const firstUtcDay = windows.reduce(
    (min, one) => (one.firstUtcDay < min ? one.firstUtcDay : min),
    first.firstUtcDay,
  );
  const lastUtcDay = windows.reduce(
    (max, one) => (one.lastUtcDay > max ? one.lastUtcDay : max),
    last.lastUtcDay,
  );
  const rows = await selectRows<{ is_version: boolean; day: string; value: unknown }>(
    db,
    sql`
      select true as is_version, utc_day::text as day, version as value from report_day_versions
      where utc_day between ${firstUtcDay}::date and ${lastUtcDay}::date
      union all
      select false, day::text, version_sum from report_days
      where kind = ${kind.name} and day between ${first.day}::date and ${last.day}::date`,
  );
  const versions = new Map<string, number>();
  const stored = new Map<string, number>();
  for (const row of rows) (row.is_version ? versions : stored).set(row.day, toNumber(row.value));
  return windows.map((window) => {
    let current = 0;
    for (let day = window.firstUtcDay; day <= window.lastUtcDay; day = addDays(day, 1)) {
      current += versions.get(day) ?? 0;
    }
    return { day: window.day, current, stored: stored.get(window.day) ?? null };
  });
}

export const isValid = (status: DayStatus): boolean => status.stored === status.current;
