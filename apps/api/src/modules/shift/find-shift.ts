import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shifts } from '../../db/schema/shifts';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { ShiftRow } from './shift-view';

/** One shift's row, or 404. */
export async function findShift(db: Pick<Db, 'select'>, id: number): Promise<ShiftRow> {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  if (!row) throw new AppError('not_found', apiText('shift.notFound'));
  return row;
}
