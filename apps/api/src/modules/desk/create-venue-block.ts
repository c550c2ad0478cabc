import type { CreateVenueBlockRequestSchema } from '@ruangmain/domain/contracts/desk';
import { toInstant } from '@ruangmain/domain/hours';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { venueBlocks } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { insertBookings } from '../booking-lifecycle/lifecycle';
import { releaseExpiredHolds } from '../payments/release-expired-holds';
import { judgedByConstraint } from './clashes';
import { loadVenueBlock } from './venue-block-view';

type Body = z.output<typeof CreateVenueBlockRequestSchema>;

/**
 * POST /api/admin/venue-blocks: the venue takes units for a period (maintenance, an event; record
 * 0001): the block's facts, and on each unit a `block` booking the exclusion constraint weighs like any
 * other, so it is refused (409, with what is in the way) where a booking stands until that booking is
 * moved. Audited as one action.
 */
export async function createVenueBlock(
  db: Db,
  input: { body: Body; actor: AuditActor; now: Date; timeZone: string },
) {
  const { body } = input;
  const start = toInstant(body.start_time, input.timeZone);
  const end = toInstant(body.end_time, input.timeZone);
  const found = await db
    .select({ id: units.id })
    .from(units)
    .where(and(inArray(units.id, body.unit_ids), eq(units.is_active, true)));
  if (found.length !== body.unit_ids.length) {
    throw new AppError('validation', apiText('desk.unitsUnavailable'), {
      errors: { unit_ids: ['validation.exists'] },
    });
  }
  for (const unitId of body.unit_ids) await releaseExpiredHolds(db, { unitId, start, end, now: input.now });

  const clash = { unitIds: body.unit_ids, start, end, now: input.now };
  const blockId = await judgedByConstraint(db, clash, () =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [block] = await tx
        .insert(venueBlocks)
        .values({
          title: body.title,
          description: body.description,
          start_at: start,
          end_at: end,
          created_by: input.actor.id,
          created_at: input.now,
        })
        .returning();
      if (!block) throw new Error('the venue block insert returned no row');
      await insertBookings(
        tx,
        body.unit_ids.map((unitId) => ({
          invoice_number: `BLOCK-${block.id}-${unitId}`,
          booking_type: 'block' as const,
          channel: 'venue' as const,
          status: 'confirmed' as const,
          created_by: input.actor.id,
          venue_block_id: block.id,
          unit_id: unitId,
          name: body.title,
          phone: '',
          notes: body.description,
          start_at: start,
          end_at: end,
          payment_method: 'none' as const,
          created_at: input.now,
          updated_at: input.now,
        })),
      );
      await recordAudit(tx, {
        actor: input.actor,
        action: 'venue_block.create',
        subject: { type: 'venue_block', id: block.id, label: block.title },
        before: null,
        after: {
          title: block.title,
          unit_ids: body.unit_ids,
          start_at: start.toISOString(),
          end_at: end.toISOString(),
        },
      });
      return block.id;
    }),
  );
  return loadVenueBlock(db, blockId);
}
