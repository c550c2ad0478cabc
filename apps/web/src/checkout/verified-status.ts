import { isBookingStatusIn, PAID_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { type BookingStatusView, useBookingStatus } from '@/lib/booking-status';

// The popup's onSuccess can come a moment before the payment webhook: a pending booking is asked about
// every second for a few seconds before the page calls it pending, then less often.
const VERIFY_WINDOW_MS = 8000;
const FAST_POLL_MS = 1000;
const SLOW_POLL_MS = 5000;

export type VerifiedStatus =
  | { state: 'missing' }
  | { state: 'verifying' }
  | { state: 'not-found' }
  | { state: 'failed'; retry: () => void }
  | { state: 'paid' | 'pending' | 'cancelled'; view: BookingStatusView };

/**
 * The booking or food order a success page names, by its real status on the server (spec 2 §2
 * "Verifying booking..."), never by what the popup said. `onPaid` runs once it is paid (the page
 * forgets what it kept for the payment).
 */
export function useVerifiedStatus(invoiceNumber: string | null, { onPaid }: { onPaid?: () => void } = {}) {
  const [openedAt] = useState(Date.now);
  const [isVerifying, setIsVerifying] = useState(true);
  const query = useBookingStatus(invoiceNumber, {
    pollWhilePendingMs: () => (Date.now() - openedAt < VERIFY_WINDOW_MS ? FAST_POLL_MS : SLOW_POLL_MS),
  });
  const status = query.data?.status;
  const latestOnPaid = useRef(onPaid);
  latestOnPaid.current = onPaid;

  useEffect(() => {
    const timer = window.setTimeout(() => setIsVerifying(false), VERIFY_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const isPaid = status !== undefined && isBookingStatusIn(PAID_BOOKING_STATUSES, status);
  useEffect(() => {
    if (isPaid) latestOnPaid.current?.();
  }, [isPaid]);

  if (!invoiceNumber) return { state: 'missing' } satisfies VerifiedStatus;
  if (query.isError) {
    // A malformed number is refused by validation, a well-formed unknown one with 404: the same to the user.
    return (
      isApiError(query.error) && [400, 404, 422].includes(query.error.status)
        ? { state: 'not-found' }
        : { state: 'failed', retry: () => void query.refetch() }
    ) satisfies VerifiedStatus;
  }
  const view = query.data;
  if (!view || (view.status === 'pending' && isVerifying))
    return { state: 'verifying' } satisfies VerifiedStatus;
  if (isPaid) return { state: 'paid', view } satisfies VerifiedStatus;
  return (
    view.status === 'pending' ? { state: 'pending', view } : { state: 'cancelled', view }
  ) satisfies VerifiedStatus;
}
