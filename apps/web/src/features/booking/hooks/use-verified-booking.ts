import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type BookingStatusView, useBookingStatus } from '@/features/booking/api/get-booking-status';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { paymentSessionStorage } from '@/features/booking/state/payment-session';
import { isPaidStatus } from '@/features/booking/utils/booking-status';
import { isApiError } from '@/lib/api-client';
import { refreshSessionProfile } from '@/lib/auth/session-profile';

// The popup's onSuccess can come a moment before the payment webhook: a pending booking is asked about
// every second for a few seconds before the page calls it pending, then less often.
const VERIFY_WINDOW_MS = 8000;
const FAST_POLL_MS = 1000;
const SLOW_POLL_MS = 5000;

export type VerifiedBooking =
  | { state: 'missing' }
  | { state: 'verifying' }
  | { state: 'not-found' }
  | { state: 'failed'; retry: () => void }
  | { state: 'paid' | 'pending' | 'cancelled'; view: BookingStatusView };

/**
 * The booking a success page names, by its real status on the server (spec 2 §2 "Verifying
 * booking..."), never by what the popup said. Once it is paid the booking is over for this browser:
 * the wizard's draft and the payment session are cleared, and the points balance is reloaded.
 */
export function useVerifiedBooking(invoiceNumber: string | null): VerifiedBooking {
  const queryClient = useQueryClient();
  const [openedAt] = useState(Date.now);
  const [isVerifying, setIsVerifying] = useState(true);
  const query = useBookingStatus(invoiceNumber, {
    pollWhilePendingMs: () => (Date.now() - openedAt < VERIFY_WINDOW_MS ? FAST_POLL_MS : SLOW_POLL_MS),
  });
  const status = query.data?.status;

  useEffect(() => {
    const timer = window.setTimeout(() => setIsVerifying(false), VERIFY_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const isPaid = status !== undefined && isPaidStatus(status);
  useEffect(() => {
    if (!isPaid) return;
    bookingDraftStore.reset();
    paymentSessionStorage.clear();
    void refreshSessionProfile(queryClient);
  }, [isPaid, queryClient]);

  if (!invoiceNumber) return { state: 'missing' };
  if (query.isError) {
    // A malformed number is refused by validation, a well-formed unknown one with 404: the same to the user.
    return isApiError(query.error) && [400, 404, 422].includes(query.error.status)
      ? { state: 'not-found' }
      : { state: 'failed', retry: () => void query.refetch() };
  }
  const view = query.data;
  if (!view || (view.status === 'pending' && isVerifying)) return { state: 'verifying' };
  if (isPaidStatus(view.status)) return { state: 'paid', view };
  return view.status === 'pending' ? { state: 'pending', view } : { state: 'cancelled', view };
}
