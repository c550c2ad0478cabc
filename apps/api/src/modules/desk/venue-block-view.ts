import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, venueBlocks } from '../../db/schema/bookings';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';

/** A venue block with its booking on each unit (record 0001); 404 when there is none. */
export async function loadVenueBlock(db: Pick<Db, 'select'>, id: number) {
  const [block] = await db.select().from(venueBlocks).where(eq(venueBlocks.id, id));
  if (!block) throw new AppError('not_found', apiText('desk.venueBlockNotFound'));
  const rows = await db
    .select({ id: bookings.id, unit_id: bookings.unit_id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.venue_block_id, id))
    .orderBy(asc(bookings.unit_id));
  return {
    id: block.id,
    title: block.title,
    description: block.description,
    start_at: block.start_at,
    end_at: block.end_at,
    bookings: rows.flatMap((row) =>
      row.unit_id ? [{ id: row.id, unit_id: row.unit_id, status: row.status }] : [],
    ),
  };
}
