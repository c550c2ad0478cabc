import { type ListShiftsQuerySchema, ShiftTotalsSchema } from '@ruangmain/domain/contracts/shift';
import { count, desc, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { shifts } from '../../db/schema/shifts';
import { toPaginator } from '../../lib/pagination';
import { presentClosedShift, presentShift } from './shift-view';

/** GET /api/admin/shifts: the closed shifts, newest close first, as they were counted. */
export async function listShifts(db: Db, query: z.output<typeof ListShiftsQuerySchema>) {
  const [total] = await db.select({ value: count() }).from(shifts).where(isNotNull(shifts.closed_at));
  const rows = await db
    .select()
    .from(shifts)
    .where(isNotNull(shifts.closed_at))
    .orderBy(desc(shifts.closed_at), desc(shifts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const data = rows.map((row) => presentClosedShift(row, ShiftTotalsSchema.parse(row.totals)));
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data);
}

/** GET /api/admin/shifts/current: the open shift, blind (shift-view.ts), or null. */
export async function findCurrentShift(db: Db) {
  const [row] = await db.select().from(shifts).where(isNull(shifts.closed_at)).limit(1);
  return row ? presentShift(db, row) : null;
}
