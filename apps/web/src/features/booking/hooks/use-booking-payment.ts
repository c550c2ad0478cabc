import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import type { BookRoomRequest } from '@ruangmain/domain/contracts/bookings';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBookRoom } from '@/features/booking/api/book-room';
import {
  type PaymentSession,
  paymentSessionStorage,
  toPaymentSession,
} from '@/features/booking/state/payment-session';
import { bookingErrorToast } from '@/features/booking/utils/booking-error-toast';
import type { CancelledPageState } from '@/features/booking/utils/cancelled-page-state';
import { describeBookingError } from '@/features/booking/utils/describe-booking-error';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useCancelPayment } from '@/lib/cancel-payment';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { hideSnap, loadSnap, type SnapResult, SnapUnavailableError } from '@/lib/snap';
import { toast } from '@/lib/toast';

/**
 * Where the payment stands. `paying`: the popup is open. `closed`: the user closed it (spec 2 §2
 * "payment-popup-closed dialog"). `waiting`: the popup reported pending, or could not open; the page
 * waits for the webhook and offers to open it again. `qris`: an admin's QR code is shown.
 */
export type PaymentPhase =
  | { name: 'form' }
  | { name: 'submitting' }
  | { name: 'paying'; since: number }
  | { name: 'closed' }
  | { name: 'waiting' }
  | { name: 'qris'; since: number }
  | { name: 'leaving' };

// Midtrans reports an expired transaction with status 'expire' and code 407 (spec 2 §4 "Error goes to
// booking-cancelled with reason payment_expired or payment_failed").
const isExpired = (result: SnapResult) =>
  result.transaction_status === 'expire' || result.status_code === '407';

/** A hold left by a reload of this page, while it can still be paid. */
function restorePendingSession(): PaymentSession | null {
  const stored = paymentSessionStorage.read();
  const isOpen =
    stored?.status === 'pending' && (!stored.holdExpiresAt || Date.parse(stored.holdExpiresAt) > Date.now());
  if (stored && !isOpen) paymentSessionStorage.clear();
  return isOpen ? stored : null;
}

/**
 * The payment of the booking being made (spec 2 §4 "Booking payment outcomes"): book-room, then the
 * confirmed answer straight to success, the popup for a token, the QR code for an admin's QRIS; every
 * way out of an unpaid hold calls cancel-payment first and lands on /booking-cancelled.
 */
export function useBookingPayment() {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const [session, setSession] = useState<PaymentSession | null>(restorePendingSession);
  // A reload in the middle of a payment offers to continue it or cancel it.
  const [phase, setPhase] = useState<PaymentPhase>(() => (session ? { name: 'closed' } : { name: 'form' }));
  const sessionRef = useRef(session);
  sessionRef.current = session;
  // Set the moment the page starts leaving; answers that arrive after it (a timer fired while
  // book-room or the script was loading) must not open anything.
  const isLeaving = useRef(false);
  const startLeaving = useCallback(() => {
    isLeaving.current = true;
    setPhase({ name: 'leaving' });
  }, []);
  const guard = useLeaveGuard(session !== null && phase.name !== 'leaving');
  const releaseGuard = guard.release;
  const { mutateAsync: book } = useBookRoom();
  const { release } = useCancelPayment();
  /** cancel-payment for a booking this page made. */
  const cancelHold = useCallback(
    ({ bookingId, orderId, unitId }: PaymentSession, reason: PaymentCancelReason) =>
      release({ bookingId, orderId, unitId, reason }),
    [release],
  );

  const releaseHold = useCallback(
    async (reason: PaymentCancelReason) => {
      const current = sessionRef.current;
      hideSnap();
      paymentSessionStorage.clear();
      if (current) await cancelHold(current, reason);
    },
    [cancelHold],
  );

  /** To the success page; `wasPaidNow` when a pending payment was just paid (spec 2 §8 'Payment successful!'). */
  const finish = useCallback(
    (paid: PaymentSession, { wasPaidNow }: { wasPaidNow: boolean }) => {
      releaseGuard();
      startLeaving();
      if (wasPaidNow) toast.success(t('toasts.success'));
      // The success page checks the real status itself; this only says which booking.
      navigate(paths.bookingSuccess.getHref(paid.invoiceNumber), { replace: true });
    },
    [releaseGuard, startLeaving, navigate, t],
  );

  /** Gives the payment up: cancel-payment first, then the cancelled page (spec 2 §4). */
  const endPayment = useCallback(
    async (reason: PaymentCancelReason) => {
      releaseGuard();
      startLeaving();
      const hadBooking = sessionRef.current !== null;
      await releaseHold(reason);
      // The cancelled page says why, once, in the page's language: no toast repeats it.
      navigate(paths.bookingCancelled.getHref(reason), {
        replace: true,
        state: { hadBooking } satisfies CancelledPageState,
      });
    },
    [releaseGuard, startLeaving, navigate, releaseHold],
  );

  const openPopup = useCallback(
    async (current: PaymentSession) => {
      if (!current.snapToken) return;
      const token = current.snapToken;
      try {
        const snap = await loadSnap(current.snapScriptUrl, current.clientKey);
        if (isLeaving.current) return;
        setPhase({ name: 'paying', since: Date.now() });
        snap.pay(token, {
          onSuccess: () => finish(current, { wasPaidNow: true }),
          // Paid later (a transfer, say): the webhook decides; the page waits (spec 2 §4 "Pending does nothing").
          onPending: () => setPhase({ name: 'waiting' }),
          onError: (result) => void endPayment(isExpired(result) ? 'payment_expired' : 'payment_failed'),
          onClose: () => setPhase({ name: 'closed' }),
        });
      } catch (error) {
        const isLoadFailure = error instanceof SnapUnavailableError && error.kind === 'load-failed';
        const message = !(error instanceof SnapUnavailableError)
          ? t('errors.gatewayError')
          : isLoadFailure
            ? t('errors.gatewayUnavailable')
            : t('errors.cannotContinue');
        toast.error(message);
        setPhase({ name: 'waiting' });
      }
    },
    [endPayment, finish, t],
  );

  const submit = useCallback(
    async (payload: BookRoomRequest) => {
      setPhase({ name: 'submitting' });
      let created: PaymentSession;
      try {
        created = toPaymentSession(await book(payload), payload.unit_id);
      } catch (error) {
        if (isLeaving.current) return;
        toast.error(bookingErrorToast(t('errors.failed'), describeBookingError(error, t)));
        setPhase({ name: 'form' });
        return;
      }
      if (isLeaving.current) {
        // The page gave up while the booking was being made: its hold goes too.
        await cancelHold(created, 'timeout');
        return;
      }
      // A confirmed answer (a reward with nothing to pay, an admin's cash) needs no popup.
      if (created.status === 'confirmed') {
        finish(created, { wasPaidNow: false });
        return;
      }
      if (!created.qrString && !created.snapToken) {
        // Nothing to pay with: release the hold at once instead of leaving the slot blocked.
        await cancelHold(created, 'payment_failed');
        toast.error(t('errors.cannotContinue'));
        setPhase({ name: 'form' });
        return;
      }
      paymentSessionStorage.write(created);
      sessionRef.current = created;
      setSession(created);
      if (created.qrString) setPhase({ name: 'qris', since: Date.now() });
      else await openPopup(created);
    },
    [book, cancelHold, finish, openPopup, t],
  );

  /** 'Continue Payment': the popup again, or the QR code again (spec 2 §4 "continue re-opens the popup"). */
  const continuePayment = useCallback(() => {
    const current = sessionRef.current;
    if (!current) return;
    if (current.qrString) setPhase({ name: 'qris', since: Date.now() });
    else void openPopup(current);
  }, [openPopup]);

  /** The exit dialog's 'Yes, Exit': the hold is released, then the navigation the user asked for goes on. */
  const { proceed } = guard;
  const leaveAnyway = async () => {
    releaseGuard();
    startLeaving();
    await releaseHold('user_cancelled');
    toast.error(t('toasts.cancelled'));
    proceed();
  };

  return {
    phase,
    session,
    submit,
    continuePayment,
    /** The popup-closed question (also the QR code's cancel button). */
    askToCancel: () => setPhase({ name: 'closed' }),
    /** The question dismissed without an answer: the page waits, offering the window again. */
    pause: () => setPhase({ name: 'waiting' }),
    endPayment,
    finish,
    exitPrompt: { isOpen: guard.isAsking, stay: guard.stay, leave: leaveAnyway },
  };
}
