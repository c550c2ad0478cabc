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

/** A shift as the screen reads it: a closed one as stored at its close, an open one as of now. */
export async function presentShift(db: Pick<Db, 'select'>, row: ShiftRow): Promise<ShiftView> {
  const totals = row.closed_at
    ? ShiftTotalsSchema.parse(row.totals)
    : await computeShiftTotals(db, { from: row.opened_at, to: null });
  return presentWithTotals(row, totals);
}

export function presentWithTotals(row: ShiftRow, totals: ShiftTotals): ShiftView {
  const expected = row.expected_cash ?? expectedCash(row.opening_cash, totals);
  return {
    id: row.id,
    opened_by_name: row.opened_by_name,
    opened_at: row.opened_at,
    opening_cash: row.opening_cash,
    closed_by_name: row.closed_by_name,
    closed_at: row.closed_at,
    expected_cash: expected,
    counted_cash: row.counted_cash,
    difference: row.counted_cash === null ? null : row.counted_cash - expected,
    note: row.note,
    totals,
  };
}
