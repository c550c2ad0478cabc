import type { UpdateManagedReviewRequestSchema } from '@ruangmain/domain/contracts/admin-reviews';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { findManagedReview, type ManagedReview } from './managed-review-view';

type Change = z.output<typeof UpdateManagedReviewRequestSchema>;

const facts = (review: ManagedReview) => ({ is_active: review.is_active, reply: review.reply });

/**
 * Hides or shows a review and writes, changes or removes the venue's reply (null removes it), with
 * its audit row in one transaction. The home page follows at once: the reviews table is one the
 * catalogue cache hears about (migration 0003).
 */
export async function updateManagedReview(
  db: Db,
  input: { id: number; change: Change; actor: AuditActor; now: Date },
): Promise<ManagedReview> {
  const { change } = input;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.id, input.id))
      .for('update');
    const before = locked && (await findManagedReview(tx, eq(reviews.id, input.id)));
    if (!before) throw new AppError('not_found', apiText('review.notFound'));

    const replyChanges = change.reply !== undefined && change.reply !== before.reply;
    await tx
      .update(reviews)
      .set({
        ...(change.is_active === undefined ? {} : { is_active: change.is_active }),
        ...(replyChanges
          ? {
              reply: change.reply,
              replied_at: change.reply ? input.now : null,
              replied_by: change.reply ? input.actor.id : null,
            }
          : {}),
      })
      .where(eq(reviews.id, input.id));
    const after = await findManagedReview(tx, eq(reviews.id, input.id));
    if (!after) throw new AppError('not_found', apiText('review.notFound'));

    const visibilityChanges = after.is_active !== before.is_active;
    if (visibilityChanges || replyChanges) {
      await recordAudit(tx, {
        actor: input.actor,
        // Only the reply changed: the trail names it so.
        action: visibilityChanges ? 'review.update' : 'review.reply',
        subject: { type: 'review', id: after.id, label: `${after.invoice_number} (${after.rating}★)` },
        before: facts(before),
        after: facts(after),
      });
    }
    return after;
  });
}
