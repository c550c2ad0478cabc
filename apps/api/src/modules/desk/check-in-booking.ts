import { findCheckInProblem } from '@ruangmain/domain/desk';
import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { applyDeskChange } from './apply-desk-change';
import { deskFactsOf, loadDeskBooking, refuse } from './desk-booking';

/**
 * POST /api/admin/bookings/{id}/check-in: the party has come. A paid booking becomes ongoing from 15
 * minutes before its start until its end, and remembers who checked it in and when (record 0023).
 */
export async function checkInBooking(db: Db, input: { id: number; actor: AuditActor; now: Date }) {
  const before = await loadDeskBooking(db, input.id);
  const problem = findCheckInProblem(deskFactsOf(before), input.now);
  if (problem) throw refuse(fromDomainText(problem));
  await applyDeskChange(db, {
    before,
    actor: input.actor,
    action: 'booking.check_in',
    event: 'checked_in',
    set: { checked_in_at: input.now, checked_in_by: input.actor.id },
    guard: isNull(bookings.checked_in_at),
    refusal: apiText('desk.alreadyCheckedIn'),
    now: input.now,
  });
}
