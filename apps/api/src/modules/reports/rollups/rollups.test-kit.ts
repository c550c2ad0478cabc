// Test helpers of the report rollups (record 0031): emptying them, and reading a kind's stored rows
// beside the rows its live statement computes for the same days.
import type { ReportPeriod } from '@ruangmain/domain/report-period';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../report-sql';
import { type RollupKind, scopeOf } from './rollup-kind';
import { ROLLUP_KINDS } from './rollup-kinds';

/** Forgets every stored day (the versions stay: they are the data's, not the cache's). */
export async function clearRollups(db: Db): Promise<void> {
  await db.execute(sql`delete from report_days`);
  for (const table of new Set(ROLLUP_KINDS.map((kind) => kind.table))) {
    await db.execute(sql`delete from ${sql.raw(table)}`);
  }
}

const normalise = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(Number).sort((a, b) => a - b);
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) {
    return Number(value);
  }
  return String(value);
};

async function linesOf(db: Db, query: ReturnType<typeof sql>, columns: readonly string[]) {
  const rows = await selectRows<Record<string, unknown>>(db, query);
  return rows
    .map((row) => JSON.stringify(['day', ...columns].map((column) => normalise(row[column]))))
    .sort();
}

/** A kind's rows of a period as stored, and as its live statement computes them now. */
export async function storedAndLive(db: Db, kind: RollupKind, period: ReportPeriod, timeZone: string) {
  const columns = sql.raw(kind.columns.join(', '));
  const scope = scopeOf(kind);
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const stored = await linesOf(
    db,
    sql`select day::text as day, ${columns} from ${sql.raw(kind.table)} where ${scope}${inPeriod}`,
    kind.columns,
  );
  const live = await linesOf(
    db,
    sql`select day::text as day, ${columns} from (${kind.rows(kind.windowOf(period, timeZone), timeZone)}) as live
      where ${inPeriod}`,
    kind.columns,
  );
  return { stored, live };
}
