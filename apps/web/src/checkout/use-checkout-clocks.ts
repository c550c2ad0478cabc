import { isBookingStatusIn, PAID_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import { useEffect, useRef, useState } from 'react';
import { type CheckoutAttempt, checkoutDeadline, type TimeoutStart } from '@/checkout/checkout-attempt';
import {
  type CheckoutPhase,
  countsInactivity,
  guardDeadline,
  isWatchedPhase,
} from '@/checkout/checkout-phase';
import { useDeadline } from '@/hooks/use-deadline';
import { useInactivityTimeout } from '@/hooks/use-inactivity-timeout';
import { useBookingStatus } from '@/lib/booking-status';

// A QR scan or a transfer is paid outside the page; the webhook tells the server, the page asks.
const WATCH_POLL_MS = 3000;

/**
 * The checkout's clocks (spec 2 §4): 30 minutes from the page's arrival or the order's placing (or the
 * hold's own end, when earlier) give `timeout`; the 5-minute guard on an open popup or QR code gives
 * `payment_timeout`; `inactivityMs` without activity give `inactivity_timeout`. A page that waits for
 * the webhook also asks the server for the status while the payment is open without a popup
 * reporting on it (an admin's QRIS, a popup that reported pending), and hears when it is paid or was
 * cancelled (its hold expired, say).
 */
export function useCheckoutClocks<A extends CheckoutAttempt>({
  phase,
  attempt,
  timeoutFrom,
  inactivityMs,
  watchesWebhook,
  onTimeout,
  onPaid,
  onCancelled,
}: {
  phase: CheckoutPhase;
  attempt: A | null;
  timeoutFrom: TimeoutStart;
  inactivityMs: number | null;
  watchesWebhook: boolean;
  onTimeout: (reason: PaymentCancelReason) => void;
  onPaid: (attempt: A) => void;
  onCancelled: () => void;
}) {
  const [arrivedAt] = useState(Date.now);
  const isOver = phase.name === 'leaving';
  const startedAt = timeoutFrom === 'arrival' ? arrivedAt : (attempt?.placedAt ?? null);
  useDeadline(isOver ? null : checkoutDeadline(startedAt, attempt?.holdExpiresAt ?? null), () =>
    onTimeout('timeout'),
  );
  useDeadline(guardDeadline(phase), () => onTimeout('payment_timeout'));
  useInactivityTimeout({
    enabled: inactivityMs !== null && countsInactivity(phase),
    timeoutMs: inactivityMs ?? 0,
    onTimeout: () => onTimeout('inactivity_timeout'),
  });

  const isWatching = watchesWebhook && isWatchedPhase(phase);
  const status = useBookingStatus(attempt?.invoiceNumber ?? null, {
    pollWhilePendingMs: WATCH_POLL_MS,
    enabled: isWatching,
  }).data?.status;
  const latest = useRef({ onPaid, onCancelled });
  latest.current = { onPaid, onCancelled };
  useEffect(() => {
    if (!isWatching || !attempt || !status) return;
    if (isBookingStatusIn(PAID_BOOKING_STATUSES, status)) latest.current.onPaid(attempt);
    else if (status === 'cancelled') latest.current.onCancelled();
  }, [isWatching, attempt, status]);
}
