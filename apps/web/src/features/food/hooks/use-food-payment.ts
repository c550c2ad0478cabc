import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import type { BookFnbRequest } from '@ruangmain/domain/contracts/food';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBookFnb } from '@/features/food/api/book-fnb';
import {
  type FoodPaymentSession,
  foodPaymentStorage,
  toFoodPaymentSession,
} from '@/features/food/state/food-payment-session';
import { useDeadline } from '@/hooks/use-deadline';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useCancelPayment } from '@/lib/cancel-payment';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { hideSnap, loadSnap, type SnapResult, SnapUnavailableError } from '@/lib/snap';
import { toast } from '@/lib/toast';

/**
 * Where the order's payment stands. `paying`: the popup is open (the 5-minute guard runs). `closed`:
 * the popup was closed, or could not open, or the page was reloaded mid-payment: 'Change of plans?'.
 */
export type FoodPaymentPhase =
  | { name: 'ordering' }
  | { name: 'submitting' }
  | { name: 'paying'; since: number }
  | { name: 'closed' }
  | { name: 'leaving' };

/** spec 2 §4 "A 5-minute guard cancels with reason payment_timeout"; §9 (300,000 ms). */
export const POPUP_GUARD_MS = 5 * 60_000;

// Midtrans reports an expired transaction with status 'expire' and code 407.
const isExpired = (result: SnapResult) =>
  result.transaction_status === 'expire' || result.status_code === '407';

const TOAST_OF_REASON: Record<PaymentCancelReason, 'cancelled' | 'timeout' | 'failed'> = {
  user_cancelled: 'cancelled',
  timeout: 'timeout',
  payment_timeout: 'timeout',
  inactivity_timeout: 'timeout',
  payment_failed: 'failed',
  payment_expired: 'failed',
};

export type PlacedOrder = { isReward: boolean };

/**
 * The payment of a food order (spec 2 §4 "Food page"): book-fnb, then a confirmed order (a reward) straight
 * to the success page; a token opens the popup. Popup success or pending goes to the success page, which
 * asks the server; an error cancels with payment_failed; closing asks 'Change of plans?'. The 5-minute
 * guard and the 30-minute timeout cancel too, and leaving while paying asks first. Each cancellation calls
 * cancel-payment first.
 */
export function useFoodPayment({
  onPlaced,
  onSubmitFailed,
}: {
  /** The order is in (a reward order is also used up): its toast, and what the page forgets. */
  onPlaced: (session: FoodPaymentSession) => void;
  onSubmitFailed: (error: unknown) => void;
}) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const [session, setSession] = useState<FoodPaymentSession | null>(() => foodPaymentStorage.read());
  // A reload in the middle of a payment offers to continue it or to adjust the order.
  const [phase, setPhase] = useState<FoodPaymentPhase>(() =>
    session ? { name: 'closed' } : { name: 'ordering' },
  );
  const sessionRef = useRef(session);
  sessionRef.current = session;
  // Set the moment the page starts leaving: answers that arrive later must not open anything.
  const isLeaving = useRef(false);
  const guard = useLeaveGuard(session !== null && phase.name !== 'leaving');
  const { mutateAsync: book } = useBookFnb();
  const { release } = useCancelPayment();

  const keep = useCallback((next: FoodPaymentSession | null) => {
    sessionRef.current = next;
    setSession(next);
    if (next) foodPaymentStorage.write(next);
    else foodPaymentStorage.clear();
  }, []);

  /** cancel-payment for the order being paid, and the page forgets it. */
  const cancelOrder = useCallback(
    async (reason: PaymentCancelReason) => {
      const current = sessionRef.current;
      hideSnap();
      keep(null);
      if (current) {
        await release({ bookingId: current.orderId, orderId: current.paymentOrderId, unitId: null, reason });
      }
    },
    [keep, release],
  );

  const releaseGuard = guard.release;
  const leave = useCallback(() => {
    releaseGuard();
    isLeaving.current = true;
    setPhase({ name: 'leaving' });
  }, [releaseGuard]);

  /** To the success page, which checks the real status itself (spec 2 §2). */
  const finish = useCallback(
    (done: FoodPaymentSession, { wasPaidNow }: { wasPaidNow: boolean }) => {
      leave();
      keep(null);
      if (wasPaidNow) toast.success(t('toasts.success'));
      const order = {
        invoice_number: done.invoiceNumber,
        total_price: String(done.totalPrice),
        is_reward: String(done.isReward),
        seating: done.seatingLabel,
      };
      navigate(paths.foodDrinksSuccess.getHref(order), { replace: true, state: order });
    },
    [keep, leave, navigate, t],
  );

  /**
   * Gives the payment up: cancel-payment first. The 30-minute timeout leaves for the cancelled page
   * (spec 2 §4); otherwise the order stays on the page to be adjusted and tried again.
   */
  const endPayment = useCallback(
    async (reason: PaymentCancelReason) => {
      if (reason === 'timeout') leave();
      await cancelOrder(reason);
      toast.error(t(`toasts.${TOAST_OF_REASON[reason]}`));
      if (reason === 'timeout') navigate(paths.bookingCancelled.getHref(reason), { replace: true });
      else setPhase({ name: 'ordering' });
    },
    [cancelOrder, leave, navigate, t],
  );

  const openPopup = useCallback(
    async (current: FoodPaymentSession) => {
      if (!current.snapToken) return;
      const token = current.snapToken;
      try {
        const snap = await loadSnap(current.snapScriptUrl, current.clientKey);
        if (isLeaving.current) return;
        setPhase({ name: 'paying', since: Date.now() });
        snap.pay(token, {
          onSuccess: () => finish(current, { wasPaidNow: true }),
          // Paid later (a transfer, say): the success page shows Pending Payment until the webhook says paid.
          onPending: () => finish(current, { wasPaidNow: false }),
          onError: (result) => void endPayment(isExpired(result) ? 'payment_expired' : 'payment_failed'),
          onClose: () => setPhase({ name: 'closed' }),
        });
      } catch (error) {
        const isLoadFailure = error instanceof SnapUnavailableError && error.kind === 'load-failed';
        toast.error(
          !(error instanceof SnapUnavailableError)
            ? t('errors.gatewayError')
            : isLoadFailure
              ? t('errors.gatewayUnavailable')
              : t('errors.cannotContinue'),
        );
        setPhase({ name: 'closed' });
      }
    },
    [endPayment, finish, t],
  );

  const submit = useCallback(
    async (payload: BookFnbRequest, order: PlacedOrder) => {
      setPhase({ name: 'submitting' });
      let placed: FoodPaymentSession;
      try {
        placed = toFoodPaymentSession(await book(payload), { ...order, placedAt: Date.now() });
      } catch (error) {
        onSubmitFailed(error);
        setPhase({ name: 'ordering' });
        return;
      }
      if (placed.status === 'pending' && !placed.snapToken) {
        // Nothing to pay with: the order is released at once instead of waiting for its expiry.
        await release({
          bookingId: placed.orderId,
          orderId: placed.paymentOrderId,
          unitId: null,
          reason: 'payment_failed',
        });
        toast.error(t('errors.cannotContinue'));
        setPhase({ name: 'ordering' });
        return;
      }
      onPlaced(placed);
      // A reward order, or one brought to Rp0, is confirmed at once (spec 2 §4 "straight to success").
      if (placed.status === 'confirmed') {
        finish(placed, { wasPaidNow: false });
        return;
      }
      keep(placed);
      await openPopup(placed);
    },
    [book, finish, keep, onPlaced, onSubmitFailed, openPopup, release, t],
  );

  /** 'Continue Payment': the popup again (spec 2 §4). */
  const continuePayment = useCallback(() => {
    const current = sessionRef.current;
    if (current) void openPopup(current);
  }, [openPopup]);

  // spec 2 §4: the 5-minute guard on an open popup, and the order's own 30 minutes.
  useDeadline(phase.name === 'paying' ? phase.since + POPUP_GUARD_MS : null, () => {
    void endPayment('payment_timeout');
  });
  useDeadline(session && phase.name !== 'leaving' ? session.deadline : null, () => {
    void endPayment('timeout');
  });

  /** The exit dialog's 'Yes, Exit': the order is cancelled, then the navigation asked for goes on. */
  const leaveAnyway = async () => {
    leave();
    await cancelOrder('user_cancelled');
    toast.error(t('toasts.cancelled'));
    guard.proceed();
  };

  return {
    phase,
    session,
    submit,
    continuePayment,
    /** 'Adjust Order': the payment is cancelled and the menu shown again. */
    adjustOrder: () => endPayment('user_cancelled'),
    exitPrompt: { isOpen: guard.isAsking, stay: guard.stay, leave: leaveAnyway },
  };
}
