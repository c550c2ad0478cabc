import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../report-sql';
import { dateArray, readDayStatus } from './day-status';
import type { DayWindow } from './day-windows';
import { columnsOf, type RollupKind, scopeOf } from './rollup-kind';

/** Another transaction stored the same days at the same moment (PostgreSQL's repeatable read). */
const RACE_CODES = new Set(['40001', '40P01']);

function isRace(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (RACE_CODES.has((cause as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/**
 * Computes and stores the rows of consecutive days, in one repeatable-read transaction so the versions
 * and the data come from one snapshot. A day is (re)written only if its version sum is at least the
 * stored one, its rows replaced whole; a rival storing the same days at once makes one of the two
 * give up (the other's rows stand), so no day is ever stored twice or in part.
 */
export async function storeDays(
  db: Db,
  kind: RollupKind,
  windows: readonly DayWindow[],
  timeZone: string,
): Promise<void> {
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return;
  const scope = scopeOf(kind);
  const table = sql.raw(kind.table);
  const columns = columnsOf(kind);
  try {
    await db.transaction(
      async (tx) => {
        const status = await readDayStatus(tx, kind, windows);
        const stored = await selectRows<{ day: string }>(
          tx,
          sql`
            insert into report_days as r (kind, day, version_sum, computed_at)
            select ${kind.name}, d.day, d.version_sum, now()
            from unnest(
              ${dateArray(status.map((one) => one.day))},
              ${`{${status.map((one) => one.current).join(',')}}`}::bigint[]
            ) as d(day, version_sum)
            on conflict (kind, day) do update set version_sum = excluded.version_sum, computed_at = excluded.computed_at
            where excluded.version_sum >= r.version_sum
            returning r.day::text as day`,
        );
        if (stored.length === 0) return;
        const days = dateArray(stored.map((one) => one.day));
        await tx.execute(sql`delete from ${table} where ${scope}day = any(${days})`);
        await tx.execute(sql`
          insert into ${table} (${columns})
          select ${columns} from (${kind.rows({ start: first.start, end: last.end }, timeZone)}) as computed
          where day = any(${days})`);
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (error) {
    if (!isRace(error)) throw error;
  }
}
