import type { TodayReportSchema } from '@ruangmain/domain/contracts/reports';
import { deskDateOf } from '@ruangmain/domain/desk';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { getBoardSummary } from '../desk/get-board-summary';

type Report = z.output<typeof TodayReportSchema>;

/**
 * GET /api/admin/reports/today (staff and admins): the figures of the business date the venue is in
 * (Saturday 00:30 is still Friday), as its board shows them (desk/get-board-summary.ts): one rule for
 * the money, the bookings, the units with a party playing and the open food orders.
 */
export async function getTodayReport(
  db: Db,
  input: { timeZone: string; hours: WeeklyHours; now: Date },
): Promise<Report> {
  const date = deskDateOf(input.now, input.timeZone, input.hours);
  const summary = await getBoardSummary(db, { date, ...input });
  return { date, ...summary, units_in_use: summary.units_in_use ?? 0 };
}
