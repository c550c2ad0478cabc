import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type AttemptStorage,
  type CheckoutAttempt,
  isAttemptOpen,
  type TimeoutStart,
} from '@/checkout/checkout-attempt';
import {
  type CheckoutPhase,
  placementOutcome,
  popupFailureKey,
  reasonOfPopupError,
  TOAST_OF_REASON,
} from '@/checkout/checkout-phase';
import { hideSnap, loadSnap } from '@/checkout/snap';
import { useCheckoutClocks } from '@/checkout/use-checkout-clocks';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useCancelPayment } from '@/lib/cancel-payment';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

/** A page to go to, with its navigation state. */
export type CheckoutTarget = { href: string; state?: unknown };

/** What one kind of checkout (a booking, a food order) tells the machine: its adapter. */
export type CheckoutFlow<Request, A extends CheckoutAttempt> = {
  storage: AttemptStorage<A>;
  /** Makes the booking or order on the server; its answer as an attempt. */
  place: (request: Request) => Promise<A>;
  /** Says why it could not be made; the form is shown again. */
  onPlaceFailed: (error: unknown) => void;
  /** It is made, and is paid already or to be paid next: what the page says or forgets then. */
  onPlaced?: (attempt: A) => void;
  /** The success page of an attempt, which checks the real status itself (spec 2 §2). */
  successTarget: (attempt: A) => CheckoutTarget;
  /** Where the page goes once a payment is given up; null: it stays, with its form again. */
  cancelTarget: (reason: PaymentCancelReason, context: { hadAttempt: boolean }) => CheckoutTarget | null;
  /** Whether a toast says why a payment was given up (not when the page it goes to says so). */
  toastsCancel: boolean;
  timeoutFrom: TimeoutStart;
  /** How long the page waits without activity before it gives up (ms); null: it never does. */
  inactivityMs: number | null;
  /**
   * The page can wait for the payment webhook itself: a popup that reports pending or cannot open
   * leaves it waiting and asking the server, where another page goes on to its success page (pending)
   * or asks 'Change of plans?' (no popup).
   */
  waitsForWebhook: boolean;
  /** The attempt stays stored after the popup's success, until its success page sees it paid. */
  keepsAttemptUntilPaid: boolean;
};

/** An attempt a reload left, while it can still be paid; any other is forgotten. */
function restoreOpenAttempt<A extends CheckoutAttempt>({
  storage,
  timeoutFrom,
}: {
  storage: AttemptStorage<A>;
  timeoutFrom: TimeoutStart;
}) {
  const stored = storage.read();
  if (stored && isAttemptOpen(stored, timeoutFrom, Date.now())) return stored;
  if (stored) storage.clear();
  return null;
}

/**
 * The checkout (spec 2 §4 "Booking payment outcomes", "Food page"): hold → pay → verify. `submit`
 * makes the booking or order; a confirmed answer goes straight to its success page, a token opens the
 * payment popup, an admin's QRIS shows its code. The popup's success goes to the success page, which
 * asks the server; its error cancels; closing it asks 'Change of plans?'. The clocks cancel too, and
 * leaving while a payment is open asks first. Every way out of an unpaid hold calls cancel-payment
 * first. A reload in the middle of a payment offers to continue it or give it up.
 */
export function useCheckout<Request, A extends CheckoutAttempt>(flow: CheckoutFlow<Request, A>) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const latest = useRef(flow);
  latest.current = flow;
  const [attempt, setAttempt] = useState<A | null>(() => restoreOpenAttempt(flow));
  const [phase, setPhase] = useState<CheckoutPhase>(() => (attempt ? { name: 'closed' } : { name: 'form' }));
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;
  // Set the moment the page starts leaving: answers that arrive after it (a timer fired while the
  // booking or the popup's script was loading) must not open anything.
  const isLeaving = useRef(false);
  const guard = useLeaveGuard(attempt !== null && phase.name !== 'leaving');
  const { release: releaseGuard, proceed } = guard;
  const { release } = useCancelPayment();

  const leave = useCallback(() => {
    releaseGuard();
    isLeaving.current = true;
    setPhase({ name: 'leaving' });
  }, [releaseGuard]);

  /** cancel-payment for an attempt this page made. */
  const cancelAttempt = useCallback(
    ({ bookingId, orderId, unitId }: A, reason: PaymentCancelReason) =>
      release({ bookingId, orderId, unitId, reason }),
    [release],
  );

  /** The popup closed, the attempt forgotten (by the page too when it stays), then its hold released. */
  const releaseAttempt = useCallback(
    async (reason: PaymentCancelReason, { isStaying }: { isStaying: boolean }) => {
      const current = attemptRef.current;
      hideSnap();
      latest.current.storage.clear();
      if (isStaying) {
        attemptRef.current = null;
        setAttempt(null);
      }
      if (current) await cancelAttempt(current, reason);
    },
    [cancelAttempt],
  );

  /** To the success page; `wasPaidNow` when a pending payment was just paid (spec 2 §8 'Payment successful!'). */
  const finish = useCallback(
    (paid: A, { wasPaidNow }: { wasPaidNow: boolean }) => {
      leave();
      if (!latest.current.keepsAttemptUntilPaid) latest.current.storage.clear();
      if (wasPaidNow) toast.success(t('toasts.success'));
      const { href, state } = latest.current.successTarget(paid);
      navigate(href, { replace: true, state });
    },
    [leave, navigate, t],
  );

  /** Gives the payment up: cancel-payment first, then the page the flow names, or the form again. */
  const endPayment = useCallback(
    async (reason: PaymentCancelReason) => {
      const { cancelTarget, toastsCancel } = latest.current;
      const target = cancelTarget(reason, { hadAttempt: attemptRef.current !== null });
      if (target) leave();
      await releaseAttempt(reason, { isStaying: target === null });
      if (toastsCancel) toast.error(t(TOAST_OF_REASON[reason]));
      if (target) navigate(target.href, { replace: true, state: target.state });
      else setPhase({ name: 'form' });
    },
    [leave, navigate, releaseAttempt, t],
  );

  const openPopup = useCallback(
    async (current: A) => {
      if (!current.snapToken) return;
      const token = current.snapToken;
      try {
        const snap = await loadSnap(current.snapScriptUrl, current.clientKey);
        if (isLeaving.current) return;
        setPhase({ name: 'paying', since: Date.now() });
        snap.pay(token, {
          onSuccess: () => finish(current, { wasPaidNow: true }),
          // Paid later (a transfer, say): the webhook decides. A page that waits for it stays (spec 2
          // §4 "Pending does nothing"); another shows Pending Payment on its success page.
          onPending: () =>
            latest.current.waitsForWebhook
              ? setPhase({ name: 'waiting' })
              : finish(current, { wasPaidNow: false }),
          onError: (result) => void endPayment(reasonOfPopupError(result)),
          onClose: () => setPhase({ name: 'closed' }),
        });
      } catch (error) {
        toast.error(t(popupFailureKey(error)));
        setPhase(latest.current.waitsForWebhook ? { name: 'waiting' } : { name: 'closed' });
      }
    },
    [endPayment, finish, t],
  );

  const submit = useCallback(
    async (request: Request) => {
      setPhase({ name: 'submitting' });
      let placed: A;
      try {
        placed = await latest.current.place(request);
      } catch (error) {
        if (isLeaving.current) return;
        latest.current.onPlaceFailed(error);
        setPhase({ name: 'form' });
        return;
      }
      if (isLeaving.current) {
        // The page gave up while the booking was being made: its hold goes too.
        await cancelAttempt(placed, 'timeout');
        return;
      }
      const outcome = placementOutcome(placed);
      if (outcome === 'unpayable') {
        // Nothing to pay with: release the hold at once instead of leaving the slot blocked.
        await cancelAttempt(placed, 'payment_failed');
        toast.error(t('errors.cannotContinue'));
        setPhase({ name: 'form' });
        return;
      }
      latest.current.onPlaced?.(placed);
      if (outcome === 'paid') {
        finish(placed, { wasPaidNow: false });
        return;
      }
      latest.current.storage.write(placed);
      attemptRef.current = placed;
      setAttempt(placed);
      if (outcome === 'qris') setPhase({ name: 'qris', since: Date.now() });
      else await openPopup(placed);
    },
    [cancelAttempt, finish, openPopup, t],
  );

  /** 'Continue Payment': the popup again, or the QR code again (spec 2 §4 "continue re-opens the popup"). */
  const continuePayment = useCallback(() => {
    const current = attemptRef.current;
    if (!current) return;
    if (current.qrString) setPhase({ name: 'qris', since: Date.now() });
    else void openPopup(current);
  }, [openPopup]);

  useCheckoutClocks({
    phase,
    attempt,
    timeoutFrom: flow.timeoutFrom,
    inactivityMs: flow.inactivityMs,
    watchesWebhook: flow.waitsForWebhook,
    onTimeout: (reason) => void endPayment(reason),
    onPaid: (paid) => finish(paid, { wasPaidNow: true }),
    onCancelled: () => void endPayment('payment_expired'),
  });

  /** The exit dialog's 'Yes, Exit': the hold is released, then the navigation the user asked for goes on. */
  const leaveAnyway = async () => {
    leave();
    await releaseAttempt('user_cancelled', { isStaying: false });
    toast.error(t('toasts.cancelled'));
    proceed();
  };

  return {
    phase,
    attempt,
    submit,
    continuePayment,
    /** The popup-closed question (also the QR code's cancel button). */
    askToCancel: () => setPhase({ name: 'closed' }),
    /** The question dismissed without an answer: the page waits, offering the window again. */
    pause: () => setPhase({ name: 'waiting' }),
    endPayment,
    exitPrompt: { isOpen: guard.isAsking, stay: guard.stay, leave: leaveAnyway },
  };
}

/** A checkout as its views take it; `Request` stays `never` where they do not submit. */
export type Checkout<Request = never, A extends CheckoutAttempt = CheckoutAttempt> = ReturnType<
  typeof useCheckout<Request, A>
>;
