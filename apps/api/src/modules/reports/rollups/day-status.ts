import { addDays } from '@ruangmain/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows, toNumber } from '../report-sql';
import type { DayWindow } from './day-windows';
import type { RollupKind } from './rollup-kind';

export type DayStatus = { day: string; current: number; stored: number | null };

/** Dates as one array parameter, read alike by both engines. */
export const dateArray = (days: readonly string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;

type StatusRequest = { kind: RollupKind; windows: readonly DayWindow[] };

/**
 * Per kind and day: the sum of the versions of the UTC dates the day's window reads (`current`) and the
 * sum its stored rows were computed at (`stored`, null when none are). Versions only grow: equal sums,
 * unchanged data. One statement reads the versions of the whole span and the kinds' stored days; the
 * sums are made here.
 */
export async function readDaysStatus(
  db: Pick<Db, 'execute'>,
  requests: readonly StatusRequest[],
): Promise<DayStatus[][]> {
  const windows = requests.flatMap((request) => request.windows);
  if (windows.length === 0) return requests.map(() => []);
  const span = (pick: (window: DayWindow) => string) => {
    const values = windows.map(pick).sort();
    return { from: values[0] as string, to: values.at(-1) as string };
  };
  const utc = span((window) => window.firstUtcDay);
  const utcTo = span((window) => window.lastUtcDay).to;
  const days = span((window) => window.day);
  const kinds = `{${requests.map((request) => request.kind.name).join(',')}}`;
  const rows = await selectRows<{ kind: string | null; day: string; value: unknown }>(
    db,
    sql`
      select null as kind, utc_day::text as day, version as value from report_day_versions
      where utc_day between ${utc.from}::date and ${utcTo}::date
      union all
      select kind, day::text, version_sum from report_days
      where kind = any(${kinds}::text[]) and day between ${days.from}::date and ${days.to}::date`,
  );
  const versions = new Map<string, number>();
  const stored = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === null) versions.set(row.day, toNumber(row.value));
    else stored.set(`${row.kind} ${row.day}`, toNumber(row.value));
  }
  return requests.map(({ kind, windows: kindWindows }) =>
    kindWindows.map((window) => {
      let current = 0;
      for (let day = window.firstUtcDay; day <= window.lastUtcDay; day = addDays(day, 1)) {
        current += versions.get(day) ?? 0;
      }
      return { day: window.day, current, stored: stored.get(`${kind.name} ${window.day}`) ?? null };
    }),
  );
}

/** One kind's status (readDaysStatus). */
export async function readDayStatus(
  db: Pick<Db, 'execute'>,
  kind: RollupKind,
  windows: readonly DayWindow[],
): Promise<DayStatus[]> {
  const [status] = await readDaysStatus(db, [{ kind, windows }]);
  return status ?? [];
}

export const isValid = (status: DayStatus): boolean => status.stored === status.current;
