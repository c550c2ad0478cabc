import { type ApplyOutcome, applyPaymentStatus } from './apply-payment-status';
import type { HoldDeps } from './payment-deps';

/**
 * What the provider says of an order now, applied through the webhook's own path (applyPaymentStatus,
 * record 0011): null when the provider does not know the order. Throws when it cannot be asked (each
 * adapter bounds its call: Midtrans 10 s).
 */
export async function askProviderAndApply(deps: HoldDeps, orderId: string): Promise<ApplyOutcome | null> {
  try {
    const status = await deps.payments.getStatus(orderId);
    // An answer about another order is not one about this order.
    if (!status || status.order_id !== orderId) return null;
    return await applyPaymentStatus(deps, status);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'payment provider status check failed');
    throw error;
  }
}
