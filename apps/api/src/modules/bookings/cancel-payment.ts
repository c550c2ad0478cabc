import { isStaff } from '@ruangmain/domain/roles';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { recordAudit, toAuditActor } from '../audit/record-audit';
import { auditSnapshot, bookingSubject } from '../booking-lifecycle/change-booking-audited';
import type { CancelReason } from '../payments/cancel-unpaid-booking';
import type { HoldDeps } from '../payments/payment-deps';
import { releaseHold } from '../payments/release-hold';
import { bookingNotFound } from './find-booking';

export type CancelPaymentInput = {
  reason: CancelReason;
  order_id?: string | undefined;
  invoice_number?: string | undefined;
};

/**
 * POST /api/bookings/{id}/cancel-payment (spec 2 §4): the payment screen gave up (closed, failed,
 * timed out), so the hold is released at once instead of at its expiry. Idempotent: a booking already
 * cancelled answers the same. A booking that turns out to be paid is not cancelled. An account's
 * booking is its holder's alone; a booking without one (a guest's, or a counter booking paid by QRIS,
 * spec 2 §6) is proven by its order id or invoice number, which only the booking answer carried.
 * Staff giving up a counter booking's payment is a staff action, audited (docs/decisions/0037).
 */
export async function cancelPayment(
  deps: HoldDeps,
  input: { bookingId: number; body: CancelPaymentInput; auth: Auth | undefined },
) {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking) throw bookingNotFound();
  await assertMayCancel(deps, booking, input);
  if (booking.status === 'cancelled') return { status: booking.status, message: 'Payment cancelled' };
  if (booking.status !== 'pending') throw new AppError('conflict', apiText('booking.alreadyPaid'));

  const result = await releaseHold(deps, {
    bookingId: booking.id,
    reason: input.body.reason,
    providerAction: 'cancel',
    whenUnreachable: 'release',
  });
  if (result.status === 'paid') throw new AppError('conflict', apiText('booking.alreadyPaid'));
  if (result.changed && input.auth && isStaff(input.auth.user) && booking.user_id !== input.auth.user.id) {
    await auditStaffCancel(deps, booking, input.auth, input.body.reason);
  }
  return { status: 'cancelled' as const, message: 'Payment cancelled' };
}

/** The trail row of a hold staff released, after the release (cancel-at-desk.ts does the same). */
async function auditStaffCancel(
  deps: HoldDeps,
  before: typeof bookings.$inferSelect,
  auth: Auth,
  reason: CancelReason,
): Promise<void> {
  const [after] = await deps.db.select().from(bookings).where(eq(bookings.id, before.id));
  if (!after) return;
  await recordAudit(deps.db, {
    actor: toAuditActor(auth.user),
    action: 'booking.cancel',
    subject: bookingSubject(after),
    before: auditSnapshot(before),
    after: { ...auditSnapshot(after), reason },
  });
}

async function assertMayCancel(
  deps: HoldDeps,
  booking: typeof bookings.$inferSelect,
  input: { body: CancelPaymentInput; auth: Auth | undefined },
): Promise<void> {
  const { auth, body } = input;
  if (booking.user_id !== null) {
    if (auth?.user.id !== booking.user_id) throw bookingNotFound();
    return;
  }
  if (body.invoice_number && body.invoice_number === booking.invoice_number) return;
  if (body.order_id) {
    const [payment] = await deps.db
      .select({ booking_id: payments.booking_id })
      .from(payments)
      .where(eq(payments.order_id, body.order_id));
    if (payment?.booking_id === booking.id) return;
  }
  throw bookingNotFound();
}
