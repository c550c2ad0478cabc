import { findNoShowProblem, NO_SHOW_REASON } from '@ruangmain/domain/desk';
import { and, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { noticeBookingNoShow } from '../notices/booking-notices';
import { applyDeskChange } from './apply-desk-change';
import { deskFactsOf, loadDeskBooking, refuse } from './desk-booking';

/**
 * POST /api/admin/bookings/{id}/no-show: the party never came. Once the start has passed, a paid
 * booking never checked in is cancelled as a no-show and its unit is free for a walk-in (record 0023);
 * its money stays paid (the venue's terms: no refund, spec 1 §9).
 */
export async function markNoShow(db: Db, input: { id: number; actor: AuditActor; now: Date }) {
  const before = await loadDeskBooking(db, input.id);
  const problem = findNoShowProblem(deskFactsOf(before), input.now);
  if (problem) throw refuse(fromDomainText(problem));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await applyDeskChange(
      db,
      {
        before,
        actor: input.actor,
        action: 'booking.no_show',
        event: 'no_show',
        set: { cancel_reason: NO_SHOW_REASON, cancelled_at: input.now },
        guard: and(isNull(bookings.checked_in_at), lte(bookings.start_at, input.now)),
        refusal: apiText('desk.notActive'),
        now: input.now,
      },
      tx,
    );
    await noticeBookingNoShow(tx, before.id);
  });
}
