import { useEffect, useRef } from 'react';
import type { PaymentSession } from '@/features/booking/state/payment-session';
import { isPaidStatus } from '@/features/booking/utils/booking-status';
import { useBookingStatus } from '@/lib/booking-status';

// A QR scan or a transfer is paid outside this page; the webhook tells the server, the page asks.
const POLL_MS = 3000;

/**
 * While the page waits for a payment made elsewhere (an admin's QRIS, or a popup that reported
 * pending), asks the server for the booking's status and reports when it is paid or was cancelled
 * (its hold expired, say).
 */
export function usePaymentWebhookWatch({
  session,
  isWatching,
  onPaid,
  onCancelled,
}: {
  session: PaymentSession | null;
  isWatching: boolean;
  onPaid: (session: PaymentSession) => void;
  onCancelled: () => void;
}) {
  const status = useBookingStatus(session?.invoiceNumber ?? null, {
    pollWhilePendingMs: POLL_MS,
    enabled: isWatching,
  }).data?.status;
  const latest = useRef({ onPaid, onCancelled });
  latest.current = { onPaid, onCancelled };

  useEffect(() => {
    if (!isWatching || !session || !status) return;
    if (isPaidStatus(status)) latest.current.onPaid(session);
    else if (status === 'cancelled') latest.current.onCancelled();
  }, [isWatching, session, status]);
}
