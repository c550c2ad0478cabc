// Giving up an unpaid booking's or food order's payment (spec 2 §4 "Each cancellation calls the
// cancel-payment endpoint"): the booking payment page and the food page alike.
import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import { cancelPaymentEndpoint } from '@ruangmain/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CancelPaymentInput = {
  bookingId: number;
  reason: PaymentCancelReason;
  /** Proves a guest's booking is theirs. */
  orderId: string | null;
  /** The unit whose time the hold frees; null for a food order, or when not known (an older stored session). */
  unitId: number | null;
};

/** POST /api/bookings/{id}/cancel-payment: releases an unpaid booking's hold (spec 2 §4). */
export const cancelPayment = ({ bookingId, reason, orderId }: CancelPaymentInput) =>
  call(cancelPaymentEndpoint, {
    params: { id: bookingId },
    body: { reason, cancelled_at: new Date().toISOString(), ...(orderId ? { order_id: orderId } : {}) },
  });

/**
 * Releases a hold; the unit's time is free again, so its availability is asked again, and the
 * customer's bookings. A failure is only logged (spec 2 §7): the hold then runs out on its own.
 */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelPayment,
    onError: (error) => console.warn('cancel-payment failed', error),
    onSettled: (_response, _error, { unitId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: unitId === null ? queryKeys.availability.all() : queryKeys.availability.ofUnit(unitId),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customer.bookings() }),
      ]),
  });
  const { mutateAsync } = mutation;
  return {
    ...mutation,
    /** Resolves once the server answered, whatever it answered. */
    release: useCallback((input: CancelPaymentInput) => mutateAsync(input).then(noop, noop), [mutateAsync]),
  };
}

const noop = () => undefined;
