import { type SQL, sql } from 'drizzle-orm';
import type { Grain, WindowOf } from './day-windows';

/**
 * One kind of per-day partial result (docs/decisions/0031): where it is stored, how a venue day's window
 * is cut, and the statement that computes the rows of a run of days live. The same statement answers
 * the days not stored and fills the table, so a stored day equals a live one.
 */
export type RollupKind = {
  /** Its name in report_days. */
  name: string;
  /** Its table, and the columns after `day`, in the order `rows` answers them. */
  table: string;
  columns: readonly string[];
  /** Its rows, in a table several kinds share. */
  scope?: SQL;
  windowOf: WindowOf;
  /** How many days before a day's window its rows may start (bookings running into it). */
  lookbackDays: number;
  /** Rows per venue day (the default), or per whole calendar month, under its first day. */
  grain?: Grain;
  /** The same rows by whole month: a period's whole months are read from it, the other days from this. */
  coarser?: RollupKind;
  /** The rows of the days (or months) in [start, end): `day`, then `columns`. */
  rows(window: { start: Date; end: Date }, timeZone: string): SQL;
};

/** A kind's columns as a select list: `day`, then its own. */
export const columnsOf = (kind: RollupKind): SQL => sql.raw(['day', ...kind.columns].join(', '));

/** The condition keeping a kind to its own rows of a shared table, ready to be followed by another. */
export const scopeOf = (kind: RollupKind): SQL => (kind.scope ? sql`${kind.scope} and ` : sql``);
