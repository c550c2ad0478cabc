import {
  ACTIVE_BOOKING_STATUSES,
  isBookingStatusIn,
  PAID_ACTIVE_BOOKING_STATUSES,
} from '@ruangmain/domain/booking-lifecycle';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { noticeBookingCancelled } from '../notices/booking-notices';
import type { HoldDeps } from '../payments/payment-deps';
import { releaseHold } from '../payments/release-hold';
import { applyDeskChange } from './apply-desk-change';
import { loadDeskBooking, refuse } from './desk-booking';

/**
 * POST /api/admin/bookings/{id}/cancel {reason}: the desk cancels a room booking, saying why. An unpaid
 * hold is released as the customer's own cancel would be (the provider is told; a payment that went
 * through meanwhile confirms it instead, 409). A paid one is cancelled and keeps its money until an
 * admin refunds it. The reason is kept as the booking's cancel reason and in the trail.
 */
export async function cancelAtDesk(
  deps: HoldDeps,
  input: { id: number; reason: string; actor: AuditActor; now: Date },
) {
  const before = await loadDeskBooking(deps.db, input.id);
  if (before.booking_type !== 'room') throw refuse(apiText('desk.notRoom'));
  if (!isBookingStatusIn(ACTIVE_BOOKING_STATUSES, before.status)) throw refuse(apiText('desk.notActive'));

  const change = {
    before,
    actor: input.actor,
    action: 'booking.cancel' as const,
    refusal: apiText('desk.notActive'),
    now: input.now,
    details: { reason: input.reason },
  };
  if (before.status !== 'pending') {
    // Paid: the customer is told, in the cancel's own transaction (issue 18 "Notices").
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await applyDeskChange(
        deps.db,
        {
          ...change,
          event: 'cancelled_by_staff',
          from: PAID_ACTIVE_BOOKING_STATUSES,
          set: { cancel_reason: input.reason, cancelled_at: input.now },
          guard: undefined,
        },
        tx,
      );
      await noticeBookingCancelled(tx, before.id);
    });
    return;
  }
  const released = await releaseHold(deps, {
    bookingId: before.id,
    reason: 'staff_cancelled',
    providerAction: 'cancel',
    whenUnreachable: 'release',
  });
  if (released.status === 'paid') throw refuse(apiText('desk.paidMeanwhile'));
  // Released now (by this call or a rival's): the staff's reason replaces the code, once.
  await applyDeskChange(deps.db, {
    ...change,
    set: { cancel_reason: input.reason },
    guard: and(eq(bookings.status, 'cancelled'), eq(bookings.cancel_reason, 'staff_cancelled')),
  });
}
