import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { isStatusCodeConsistent, parseGrossAmount } from '../../providers/payments/notification-format';
import type { PaymentNotification, PaymentProvider } from '../../providers/payments/payment-provider';
import { isValidSignature } from '../../providers/payments/signature';
import { apiText } from '../../texts/local-text';
import { type ApplyOutcome, applyPaymentStatus } from './apply-payment-status';

export type NotificationDeps = { db: Db; log: FastifyBaseLogger; payments: PaymentProvider };

// Midtrans retries a notification that is not answered with 2xx; a minute is its first interval.
const RETRY_AFTER_SECONDS = '60';

/**
 * A notification posted to the webhook (../shared/DESIGN.md "Payment state", "Demo defaults vs production").
 * The signature covers only order_id, status_code and gross_amount, so the posted transaction_status is
 * never acted on: a correctly signed notification is a prompt to ask the provider, and what the
 * provider answers is applied. Forged, edited or malformed notifications are refused with 4xx.
 */
export async function handlePaymentNotification(
  deps: NotificationDeps,
  notification: PaymentNotification,
): Promise<ApplyOutcome> {
  const { db, log, payments: provider } = deps;
  const about = { orderId: notification.order_id, claimed: notification.transaction_status };
  if (!isValidSignature(notification, await provider.serverKey())) {
    log.warn(about, 'payment notification with a bad signature refused');
    throw new AppError('forbidden', apiText('payment.invalidSignature'));
  }
  if (!isStatusCodeConsistent(notification)) {
    log.warn(
      { ...about, statusCode: notification.status_code },
      'payment notification whose status contradicts its signed status code refused',
    );
    throw new AppError('forbidden', apiText('payment.statusMismatch'));
  }

  const [payment] = await db
    .select({ gross_amount: payments.gross_amount })
    .from(payments)
    .where(eq(payments.order_id, notification.order_id));
  if (!payment) throw new AppError('not_found', apiText('payment.orderNotFound'));
  if (parseGrossAmount(notification.gross_amount) !== payment.gross_amount) {
    log.warn(about, 'payment notification amount differs from the order; ignored');
    return 'amount_mismatch';
  }

  const confirmed = await askProvider(deps, notification.order_id);
  if (confirmed.transaction_status !== notification.transaction_status) {
    log.info(
      { ...about, confirmed: confirmed.transaction_status },
      'payment notification differs from the provider’s status; the provider’s applies',
    );
  }
  const outcome = await applyPaymentStatus({ db, log }, confirmed);
  if (outcome === 'unknown_order') throw new AppError('not_found', apiText('payment.orderNotFound'));
  return outcome;
}

/** The provider's status of the order; an order it does not know is not ours to change. */
async function askProvider(deps: NotificationDeps, orderId: string): Promise<PaymentNotification> {
  let answer: PaymentNotification | null;
  try {
    answer = await deps.payments.getStatus(orderId);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'payment provider status check failed; notification not applied');
    throw new AppError('provider_unavailable', apiText('payment.providerUnreachable'), {
      headers: { 'retry-after': RETRY_AFTER_SECONDS },
    });
  }
  if (!answer || answer.order_id !== orderId) {
    deps.log.warn({ orderId }, 'payment notification for an order the provider does not know refused');
    throw new AppError('not_found', apiText('payment.orderNotAtProvider'));
  }
  return answer;
}
