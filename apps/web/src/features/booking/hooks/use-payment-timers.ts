import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import { useState } from 'react';
import type { PaymentPhase } from '@/features/booking/hooks/use-booking-payment';
import { useInactivityTimeout } from '@/features/booking/hooks/use-inactivity-timeout';
import type { PaymentSession } from '@/features/booking/state/payment-session';
import { useDeadline } from '@/hooks/use-deadline';

/** spec 2 §9 "Time limits". */
export const BOOKING_TIMEOUT_MS = 30 * 60_000;
export const POPUP_GUARD_MS = 5 * 60_000;
export const INACTIVITY_TIMEOUT_MS = 10 * 60_000;

/**
 * The payment page's three clocks (spec 2 §4): the 30-minute booking timer from arrival (or the hold's
 * own expiry, when earlier) gives `timeout`; the 5-minute guard on an open popup or QR code gives
 * `payment_timeout`; 10 minutes without activity give `inactivity_timeout`, except for an admin at the
 * counter. The inactivity clock rests while the popup is open: what the user does inside its frame
 * cannot be seen here, and the popup guard covers that time.
 */
export function usePaymentTimers({
  phase,
  session,
  isStaff,
  onTimeout,
}: {
  phase: PaymentPhase;
  session: PaymentSession | null;
  isStaff: boolean;
  onTimeout: (reason: PaymentCancelReason) => void;
}) {
  const [arrivedAt] = useState(Date.now);
  const isOver = phase.name === 'leaving';

  const holdEnds = session?.holdExpiresAt ? Date.parse(session.holdExpiresAt) : Number.POSITIVE_INFINITY;
  useDeadline(isOver ? null : Math.min(arrivedAt + BOOKING_TIMEOUT_MS, holdEnds), () => onTimeout('timeout'));

  const guardedSince = phase.name === 'paying' || phase.name === 'qris' ? phase.since : null;
  useDeadline(guardedSince === null ? null : guardedSince + POPUP_GUARD_MS, () =>
    onTimeout('payment_timeout'),
  );

  useInactivityTimeout({
    enabled: !isStaff && !isOver && phase.name !== 'paying' && phase.name !== 'submitting',
    timeoutMs: INACTIVITY_TIMEOUT_MS,
    onTimeout: () => onTimeout('inactivity_timeout'),
  });
}
