// The booking being paid, between /booking-payment and the success or cancelled page: what the
// server answered (invoice, order id, token) and when its hold ends. Kept in sessionStorage so a
// reload during payment can still cancel the hold or check the outcome, with a 10-minute copy for a
// tab the browser discarded while the customer paid in another app, or a new one (spec 2 §9).
import type { BookRoomResponse } from '@ruangmain/domain/contracts/bookings';
import { PAYMENT_BACKUP_MS, sessionItem } from '@/lib/session-item';

export type PaymentSession = {
  bookingId: number;
  /** The unit booked; null in a session stored before the page kept it. */
  unitId: number | null;
  invoiceNumber: string;
  orderId: string | null;
  snapToken: string | null;
  snapUrl: string | null;
  snapScriptUrl: string;
  clientKey: string;
  qrString: string | null;
  totalPrice: number;
  status: 'pending' | 'confirmed';
  holdExpiresAt: string | null;
};

const STORAGE_KEY = 'ruangmain.payment-session';

export function toPaymentSession(response: BookRoomResponse, unitId: number): PaymentSession {
  return {
    bookingId: response.data.id,
    unitId,
    invoiceNumber: response.invoice_number,
    orderId: response.order_id,
    snapToken: response.snap_token ?? response.snapToken,
    snapUrl: response.snap_url ?? response.snapUrl,
    snapScriptUrl: response.snap_script_url,
    clientKey: response.client_key,
    qrString: response.qr_string,
    totalPrice: response.data.total_price,
    status: response.data.status,
    holdExpiresAt: response.data.hold_expires_at,
  };
}

// Backed up for 10 minutes, so a tab discarded while the customer pays in an e-wallet app finds it.
const stored = sessionItem<PaymentSession>(STORAGE_KEY, { backupMs: PAYMENT_BACKUP_MS });

export const paymentSessionStorage = {
  read(now = Date.now()): PaymentSession | null {
    const session = stored.read(now);
    if (!session || typeof session.bookingId !== 'number' || typeof session.invoiceNumber !== 'string') {
      return null;
    }
    return { ...(session as PaymentSession), unitId: session.unitId ?? null };
  },
  write: (session: PaymentSession) => stored.write(session),
  clear: () => stored.clear(),
};
