import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { transitionBookings } from '../booking-lifecycle/lifecycle';
import { refuse } from './desk-booking';
import { loadVenueBlock } from './venue-block-view';

/**
 * DELETE /api/admin/venue-blocks/{id}: the block is lifted and its units are free again. Nothing is
 * deleted (../shared/DESIGN.md "Staff side"): its bookings are cancelled, by one guarded statement, so a
 * second removal finds nothing to lift (409).
 */
export async function removeVenueBlock(db: Db, input: { id: number; actor: AuditActor; now: Date }) {
  const block = await loadVenueBlock(db, input.id);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const lifted = await transitionBookings(tx, eq(bookings.venue_block_id, block.id), {
      event: 'block_lifted',
      set: { cancelled_at: input.now, cancel_reason: 'venue_block_removed' },
      now: input.now,
    });
    if (lifted.length === 0) throw refuse(apiText('desk.blockLifted'));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'venue_block.remove',
      subject: { type: 'venue_block', id: block.id, label: block.title },
      before: { unit_ids: lifted.map((row) => row.unit_id), status: 'confirmed' },
      after: { unit_ids: lifted.map((row) => row.unit_id), status: 'cancelled' },
    });
  });
  return loadVenueBlock(db, block.id);
}
