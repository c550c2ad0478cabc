import { type ShiftSchema, type ShiftTotals, ShiftTotalsSchema } from '@ruangmain/domain/contracts/shift';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { shifts } from '../../db/schema/shifts';
import { computeShiftTotals } from './shift-totals';

export type ShiftRow = typeof shifts.$inferSelect;
type ShiftView = z.output<typeof ShiftSchema>;

/** What should be in the drawer: the opening cash, plus cash taken, less cash given back. */
export const expectedCash = (openingCash: number, totals: ShiftTotals): number =>
  openingCash + totals.cash_taken - totals.cash_refunded;

/**
 * A shift as the screen reads it: a closed one as stored at its close; an open one blind (issue 29
 * item 8, record 0047), how many payments per method so far and no sum, so nothing tells the cashier
 * what the drawer should hold before the close.
 */
export async function presentShift(db: Pick<Db, 'select'>, row: ShiftRow): Promise<ShiftView> {
  if (row.closed_at) return presentClosedShift(row, ShiftTotalsSchema.parse(row.totals));
  const running = await computeShiftTotals(db, { from: row.opened_at, to: null });
  return {
    ...presentFacts(row),
    expected_cash: null,
    counted_cash: null,
    difference: null,
    payment_counts: countPayments(running),
    totals: null,
  };
}

/** A closed shift as counted: expected, counted, the difference and the totals at its close. */
export function presentClosedShift(row: ShiftRow, totals: ShiftTotals): ShiftView {
  const expected = row.expected_cash ?? expectedCash(row.opening_cash, totals);
  return {
    ...presentFacts(row),
    expected_cash: expected,
    counted_cash: row.counted_cash,
    difference: row.counted_cash === null ? null : row.counted_cash - expected,
    payment_counts: countPayments(totals),
    totals,
  };
}

const presentFacts = (row: ShiftRow) => ({
  id: row.id,
  opened_by_name: row.opened_by_name,
  opened_at: row.opened_at,
  opening_cash: row.opening_cash,
  closed_by_name: row.closed_by_name,
  closed_at: row.closed_at,
  note: row.note,
});

const countPayments = (totals: ShiftTotals) =>
  totals.methods.map(({ method, payments }) => ({ method, payments }));
