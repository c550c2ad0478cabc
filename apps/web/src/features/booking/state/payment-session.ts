// The booking being paid, between /booking-payment and the success or cancelled page: what the
// server answered (invoice, order id, token) and when its hold ends. Kept in sessionStorage so a
// reload during payment can still cancel the hold or check the outcome.
import type { BookRoomResponse } from '@ruangmain/domain/contracts/bookings';

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

export const paymentSessionStorage = {
  read(): PaymentSession | null {
    try {
      const raw = window.sessionStorage.getItem(STORAGE_KEY);
      if (!raw) return null;
      const stored = JSON.parse(raw) as PaymentSession;
      return { ...stored, unitId: stored.unitId ?? null };
    } catch {
      return null;
    }
  },
  write(session: PaymentSession) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage unavailable: the page keeps the session in memory for this view.
    }
  },
  clear() {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
  },
};
