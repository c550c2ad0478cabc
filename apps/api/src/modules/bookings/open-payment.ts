import type { PaymentItem } from '../../providers/payments/payment-provider';
import type { HoldDeps } from '../payments/payment-deps';
import { type StartedPayment, startPayment } from '../payments/start-payment';
import type { BookingContact } from './booking-actor';
import type { BookingPayment, WrittenBooking } from './write-booking';

export type OpenedPayment =
  | { status: 'confirmed'; hold_expires_at: null; payment: null }
  | { status: 'pending'; hold_expires_at: Date; payment: StartedPayment };

/**
 * After a booking or a food order is written: confirmed when nothing is owed to a provider (a reward,
 * cash, a total of 0), else held while the provider's payment is opened for it, expiring with the hold.
 * `finishPath` is the page the hosted payment returns to, given the invoice number.
 */
export async function openPayment(
  deps: HoldDeps & { holdMinutes: number; publicUrl: string },
  input: {
    written: WrittenBooking;
    payment: BookingPayment;
    total: number;
    contact: BookingContact;
    items: PaymentItem[];
    finishPath: string;
  },
): Promise<OpenedPayment> {
  const { written, payment } = input;
  if (payment.kind !== 'provider' || !written.order_id) {
    return { status: 'confirmed', hold_expires_at: null, payment: null };
  }
  const started = await startPayment(deps, {
    bookingId: written.id,
    method: payment.method,
    payment: {
      orderId: written.order_id,
      grossAmount: input.total,
      expiresInMinutes: deps.holdMinutes,
      customer: input.contact,
      items: input.items,
      finishUrl: `${deps.publicUrl}${input.finishPath}?invoice_number=${encodeURIComponent(written.invoice_number)}`,
    },
  });
  return { status: 'pending', hold_expires_at: payment.holdExpiresAt, payment: started };
}
