// One attempt to pay for a booking or a food order: what the server answered when it was made (its
// invoice, the payment's order id, the Snap token or an admin's QRIS code) and until when its hold
// lasts. Kept in sessionStorage so a reload during payment can continue, cancel or check it, with a
// 10-minute copy for a tab the browser discarded while the customer paid in another app, or a new
// one (spec 2 §9).
import type { BookRoomResponse } from '@ruangmain/domain/contracts/bookings';
import { PAYMENT_BACKUP_MS, sessionItem } from '@/lib/session-item';

export type CheckoutAttempt = {
  /** The booking being paid for: a room's, or a food order's. */
  bookingId: number;
  /** The unit whose time the hold keeps; null for a food order, or in a session stored before it was kept. */
  unitId: number | null;
  invoiceNumber: string;
  /** The payment's order id: it proves a guest's booking is theirs. */
  orderId: string | null;
  snapToken: string | null;
  snapScriptUrl: string;
  clientKey: string;
  /** An admin's QRIS payment at the counter: the code shown instead of the popup. */
  qrString: string | null;
  totalPrice: number;
  status: 'pending' | 'confirmed';
  holdExpiresAt: string | null;
  /** When the page made it (epoch ms). */
  placedAt: number;
};

/** What POST /api/book-room and POST /api/book-fnb both answer about the payment. */
export type CheckoutAnswer = Pick<
  BookRoomResponse,
  'invoice_number' | 'order_id' | 'snap_token' | 'snapToken' | 'snap_script_url' | 'client_key'
> & {
  data: Pick<BookRoomResponse['data'], 'id' | 'total_price' | 'status' | 'hold_expires_at'>;
  qr_string?: string | null;
};

export function toCheckoutAttempt(
  answer: CheckoutAnswer,
  { unitId, placedAt }: { unitId: number | null; placedAt: number },
): CheckoutAttempt {
  return {
    bookingId: answer.data.id,
    unitId,
    invoiceNumber: answer.invoice_number,
    orderId: answer.order_id,
    snapToken: answer.snap_token ?? answer.snapToken,
    snapScriptUrl: answer.snap_script_url,
    clientKey: answer.client_key,
    qrString: answer.qr_string ?? null,
    totalPrice: answer.data.total_price,
    status: answer.data.status,
    holdExpiresAt: answer.data.hold_expires_at,
    placedAt,
  };
}

/** spec 2 §4, §9 "Time limits": a checkout gives up after 30 minutes (1,800,000 ms). */
export const CHECKOUT_TIMEOUT_MS = 30 * 60_000;

/**
 * When a checkout times out: 30 minutes after `startedAt` (the page's arrival for a booking, the order's
 * placing for food), or when the hold ends if that is earlier; null while no clock runs.
 */
export function checkoutDeadline(startedAt: number | null, holdExpiresAt: string | null): number | null {
  if (startedAt === null) return null;
  const timeout = startedAt + CHECKOUT_TIMEOUT_MS;
  const holdEnds = holdExpiresAt ? Date.parse(holdExpiresAt) : Number.NaN;
  return Number.isFinite(holdEnds) ? Math.min(holdEnds, timeout) : timeout;
}

/** Where a checkout's 30 minutes start: at the page's arrival (a booking) or at the order (food). */
export type TimeoutStart = 'arrival' | 'placement';

/** A stored attempt a reload may still pay: pending, and neither its hold nor its 30 minutes over. */
export function isAttemptOpen(attempt: CheckoutAttempt, timeoutFrom: TimeoutStart, now: number): boolean {
  const startedAt = timeoutFrom === 'arrival' ? now : attempt.placedAt;
  const deadline = checkoutDeadline(startedAt, attempt.holdExpiresAt);
  return attempt.status === 'pending' && deadline !== null && deadline > now;
}

/** The attempt of one kind of checkout in sessionStorage, under `key`, backed up for 10 minutes. */
export function attemptStorage<A extends CheckoutAttempt>(key: string) {
  const stored = sessionItem<A>(key, { backupMs: PAYMENT_BACKUP_MS });
  return {
    /** The stored attempt, whatever its state; null when there is none or it is unreadable. */
    read(now = Date.now()): A | null {
      const attempt = stored.read(now);
      if (!attempt || typeof attempt.bookingId !== 'number' || typeof attempt.invoiceNumber !== 'string') {
        return null;
      }
      return { ...(attempt as A), unitId: attempt.unitId ?? null, placedAt: attempt.placedAt ?? now };
    },
    write: (attempt: A) => stored.write(attempt),
    clear: () => stored.clear(),
  };
}

export type AttemptStorage<A extends CheckoutAttempt> = ReturnType<typeof attemptStorage<A>>;
