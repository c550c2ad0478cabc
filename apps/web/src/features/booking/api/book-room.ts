import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import type {
  BookRoomRequest,
  BookRoomResponse,
  CancelPaymentRequest,
} from '@ruangmain/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/book-room: the server checks, prices and holds the booking (spec 2 §7). */
export const bookRoom = (payload: BookRoomRequest) =>
  apiClient.post<BookRoomResponse>('/api/book-room', payload);

/**
 * Books a unit. Whatever the answer, the unit's availability is asked again: a hold now takes its
 * time, or the refusal said it was taken; the customer's own data (points, rewards, history) too.
 */
export function useBookRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookRoom,
    onSettled: (_response, _error, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.ofUnit(payload.unit_id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customer.all() }),
      ]),
  });
}

export type CancelPaymentInput = {
  bookingId: number;
  reason: PaymentCancelReason;
  /** Proves a guest's booking is theirs. */
  orderId: string | null;
  /** The unit whose time the hold frees; null when not known (a session stored by an older page). */
  unitId: number | null;
};

/** POST /api/bookings/{id}/cancel-payment: releases an unpaid booking's hold (spec 2 §4). */
export const cancelPayment = ({ bookingId, reason, orderId }: CancelPaymentInput) =>
  apiClient.post(`/api/bookings/${bookingId}/cancel-payment`, {
    reason,
    cancelled_at: new Date().toISOString(),
    ...(orderId ? { order_id: orderId } : {}),
  } satisfies CancelPaymentRequest);

/**
 * Releases a hold; the unit's time is free again, so its availability is asked again. A failure is
 * only logged (spec 2 §7): the hold then runs out on its own.
 */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelPayment,
    onError: (error) => console.warn('cancel-payment failed', error),
    onSettled: (_response, _error, { unitId }) =>
      queryClient.invalidateQueries({
        queryKey: unitId === null ? queryKeys.availability.all() : queryKeys.availability.ofUnit(unitId),
      }),
  });
  const { mutateAsync } = mutation;
  return {
    ...mutation,
    /** Resolves once the server answered, whatever it answered. */
    release: useCallback((input: CancelPaymentInput) => mutateAsync(input).then(noop, noop), [mutateAsync]),
  };
}

const noop = () => undefined;
