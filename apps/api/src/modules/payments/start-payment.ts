import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { CreatePaymentInput } from '../../providers/payments/payment-provider';
import { apiText } from '../../texts/local-text';
import { cancelUnpaidBooking } from './cancel-unpaid-booking';
import type { HoldDeps } from './payment-deps';

export type StartedPayment = {
  snap_token: string | null;
  snap_url: string | null;
  qr_string: string | null;
  qr_image_url: string | null;
};

/**
 * Opens the provider's payment for a booking just written as a hold: a Snap popup online, a QRIS
 * charge at the counter. If the provider fails, the hold is released at once and the caller told.
 */
export async function startPayment(
  deps: HoldDeps,
  input: { bookingId: number; method: 'midtrans' | 'qris'; payment: CreatePaymentInput },
): Promise<StartedPayment> {
  try {
    if (input.method === 'qris') {
      const qris = await deps.payments.createQrisPayment(input.payment);
      await deps.db
        .update(payments)
        .set({
          qr_string: qris.qrString,
          provider_transaction_id: qris.transactionId,
          ...(qris.expiresAt ? { expires_at: qris.expiresAt } : {}),
        })
        .where(eq(payments.order_id, input.payment.orderId));
      return { snap_token: null, snap_url: null, qr_string: qris.qrString, qr_image_url: qris.qrImageUrl };
    }
    const snap = await deps.payments.createSnapPayment(input.payment);
    await deps.db
      .update(payments)
      .set({ snap_token: snap.token, snap_url: snap.redirectUrl })
      .where(eq(payments.order_id, input.payment.orderId));
    return { snap_token: snap.token, snap_url: snap.redirectUrl, qr_string: null, qr_image_url: null };
  } catch (error) {
    deps.log.error({ err: error, orderId: input.payment.orderId }, 'payment provider refused the order');
    await deps.db.transaction((tx) =>
      cancelUnpaidBooking(tx, {
        bookingId: input.bookingId,
        reason: 'payment_gateway_error',
        at: new Date(),
      }),
    );
    throw new AppError('provider_unavailable', apiText('payment.gatewayUnavailable'));
  }
}
