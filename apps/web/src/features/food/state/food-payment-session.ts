// The order being paid on /food-drinks: what the server answered (invoice, order id, token) and when
// its hold ends. Kept in sessionStorage so a reload during payment can still continue or cancel it,
// with a 10-minute copy for a discarded or new tab (lib/session-item.ts).
import type { BookFnbResponse } from '@ruangmain/domain/contracts/food';
import { describeSeating, type SeatingMode } from '@ruangmain/domain/food-order';
import { PAYMENT_BACKUP_MS, sessionItem } from '@/lib/session-item';

export type FoodPaymentSession = {
  orderId: number;
  invoiceNumber: string;
  paymentOrderId: string | null;
  snapToken: string | null;
  snapScriptUrl: string;
  clientKey: string;
  totalPrice: number;
  status: 'pending' | 'confirmed';
  /** When the order stops waiting: its hold's end, or 30 minutes after it was placed, whichever is first. */
  deadline: number;
  seating: SeatingMode;
  /** How the seating reads on the success page ('Table 5'). */
  seatingLabel: string;
  isReward: boolean;
};

/** spec 2 §4 "A non-reward order also arms a 30-minute timeout"; §9 (1,800,000 ms). */
export const ORDER_TIMEOUT_MS = 30 * 60_000;

// Backed up for 10 minutes, so a tab discarded while the customer pays in an e-wallet app finds it.
const stored = sessionItem<FoodPaymentSession>('ruangmain.fnb-payment', { backupMs: PAYMENT_BACKUP_MS });

/** 'Table 5', 'Unit PS5 Regular 1', 'Take Away': the seating as the server took it. */
function seatingOf({ data }: BookFnbResponse): string {
  if (data.seating === 'unit' && data.unit)
    return describeSeating({ mode: 'unit', unitName: data.unit.name });
  if (data.seating === 'table' && data.table_number) {
    return describeSeating({ mode: 'table', tableNumber: data.table_number });
  }
  return describeSeating({ mode: 'takeaway' });
}

export function toFoodPaymentSession(
  response: BookFnbResponse,
  order: { isReward: boolean; placedAt: number },
): FoodPaymentSession {
  const holdEnds = response.data.hold_expires_at ? Date.parse(response.data.hold_expires_at) : Number.NaN;
  const timeout = order.placedAt + ORDER_TIMEOUT_MS;
  return {
    orderId: response.data.id,
    invoiceNumber: response.invoice_number,
    paymentOrderId: response.order_id,
    snapToken: response.snap_token ?? response.snapToken,
    snapScriptUrl: response.snap_script_url,
    clientKey: response.client_key,
    totalPrice: response.data.total_price,
    status: response.data.status,
    deadline: Number.isFinite(holdEnds) ? Math.min(holdEnds, timeout) : timeout,
    seating: response.data.seating,
    seatingLabel: seatingOf(response),
    isReward: order.isReward,
  };
}

export const foodPaymentStorage = {
  /** The stored order while it can still be paid; one past its deadline is forgotten. */
  read(now = Date.now()): FoodPaymentSession | null {
    const session = stored.read();
    if (!session) return null;
    if (session.status === 'pending' && typeof session.deadline === 'number' && session.deadline > now) {
      return session as FoodPaymentSession;
    }
    stored.clear();
    return null;
  },
  write: stored.write,
  clear: stored.clear,
};
