// The checkout's states and the rules between them, as pure functions: the machine (use-checkout.ts)
// holds the state and runs the effects.
import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import type { CheckoutAttempt } from '@/checkout/checkout-attempt';
import { type SnapResult, SnapUnavailableError } from '@/checkout/snap';

/**
 * Where the payment stands. `paying`: the popup is open. `closed`: the user closed it (spec 2 §2
 * "payment-popup-closed dialog"), or a reload came back to an open payment. `waiting`: the popup
 * reported pending, or could not open; the page waits for the webhook and offers to open it again.
 * `qris`: an admin's QR code is shown. `leaving`: the page is on its way out.
 */
export type CheckoutPhase =
  | { name: 'form' }
  | { name: 'submitting' }
  | { name: 'paying'; since: number }
  | { name: 'closed' }
  | { name: 'waiting' }
  | { name: 'qris'; since: number }
  | { name: 'leaving' };

/** spec 2 §4 "A 5-minute guard cancels with reason payment_timeout"; §9 (300,000 ms). */
export const POPUP_GUARD_MS = 5 * 60_000;

/** spec 2 §9 "inactivity timeout 10 minutes". */
export const INACTIVITY_TIMEOUT_MS = 10 * 60_000;

/** When the 5-minute guard on an open popup or QR code ends; null while neither is open. */
export function guardDeadline(phase: CheckoutPhase): number | null {
  return phase.name === 'paying' || phase.name === 'qris' ? phase.since + POPUP_GUARD_MS : null;
}

/**
 * Whether the inactivity clock runs: not once the page is leaving, nor while the popup is open (what
 * the user does inside its frame cannot be seen here, and the popup guard covers that time) or the
 * booking is being made.
 */
export function countsInactivity(phase: CheckoutPhase): boolean {
  return phase.name !== 'leaving' && phase.name !== 'paying' && phase.name !== 'submitting';
}

/** Phases in which the payment is open but no popup reports on it: a page that waits asks the server. */
export function isWatchedPhase(phase: CheckoutPhase): boolean {
  return phase.name === 'qris' || phase.name === 'waiting' || phase.name === 'closed';
}

/** What comes after the server made the booking or order. */
export type PlacementOutcome = 'paid' | 'unpayable' | 'qris' | 'popup';

/**
 * A confirmed answer (a reward with nothing to pay, an admin's cash) needs no payment; a pending one is
 * paid by the admin's QR code or the popup, and one with neither cannot be paid here at all.
 */
export function placementOutcome(attempt: CheckoutAttempt): PlacementOutcome {
  if (attempt.status === 'confirmed') return 'paid';
  if (attempt.qrString) return 'qris';
  return attempt.snapToken ? 'popup' : 'unpayable';
}

/**
 * The reason an error of the popup cancels with: Midtrans reports an expired transaction with status
 * 'expire' and code 407 (spec 2 §4 "Error goes to booking-cancelled with reason payment_expired or
 * payment_failed").
 */
export function reasonOfPopupError(result: SnapResult): PaymentCancelReason {
  return result.transaction_status === 'expire' || result.status_code === '407'
    ? 'payment_expired'
    : 'payment_failed';
}

/** The payment namespace's toast of a popup that cannot open: its script failed, lacks Snap, or else. */
export function popupFailureKey(error: unknown) {
  if (!(error instanceof SnapUnavailableError)) return 'errors.gatewayError' as const;
  return error.kind === 'load-failed'
    ? ('errors.gatewayUnavailable' as const)
    : ('errors.cannotContinue' as const);
}

/** The payment namespace's toast of a cancelled payment, by its reason. */
export const TOAST_OF_REASON = {
  user_cancelled: 'toasts.cancelled',
  timeout: 'toasts.timeout',
  payment_timeout: 'toasts.timeout',
  inactivity_timeout: 'toasts.timeout',
  payment_failed: 'toasts.failed',
  payment_expired: 'toasts.failed',
} as const satisfies Record<PaymentCancelReason, `toasts.${string}`>;
