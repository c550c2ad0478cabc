import {
  type CancelAtDeskRequest,
  cancelAtDeskEndpoint,
  checkInEndpoint,
  type DeskBookingResponse,
  type ExtendRequest,
  type ExtendResponse,
  extendBookingEndpoint,
  getDeskBookingEndpoint,
  type MoveRequest,
  markNoShowEndpoint,
  moveBookingEndpoint,
  type RefundRequest,
  type RefundResponse,
  rebookEndpoint,
  refundBookingEndpoint,
} from '@ruangmain/domain/contracts/desk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmissionKeys } from '@/hooks/use-submission-keys';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** A booking as the drawer shows it. */
export const deskBookingQueryOptions = (bookingId: number, refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: queryKeys.desk.booking(bookingId),
    queryFn: ({ signal }) =>
      call(getDeskBookingEndpoint, { params: { id: bookingId }, signal }).then((a) => a.data),
    staleTime: 0,
    refetchInterval,
  });

export const useDeskBooking = (bookingId: number | null, refetchInterval: number | false = false) =>
  useQuery({ ...deskBookingQueryOptions(bookingId ?? 0, refetchInterval), enabled: bookingId !== null });

/**
 * A desk action's mutation: it changes the booking, the board (its block, the unit's free time) and the
 * lists, so everything of the desk is asked again, and the units' availability the wizard shows.
 */
function useDeskMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.desk.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all() }),
      ]);
      await config?.onSuccess?.(...args);
    },
  });
}

type WithId<T = object> = T & { bookingId: number };

export const useCheckIn = (config?: MutationConfig<DeskBookingResponse, WithId>) =>
  useDeskMutation(({ bookingId }) => call(checkInEndpoint, { params: { id: bookingId } }), config);

export const useMarkNoShow = (config?: MutationConfig<DeskBookingResponse, WithId>) =>
  useDeskMutation(({ bookingId }) => call(markNoShowEndpoint, { params: { id: bookingId } }), config);

export const useCancelAtDesk = (config?: MutationConfig<DeskBookingResponse, WithId<CancelAtDeskRequest>>) =>
  useDeskMutation(
    ({ bookingId, ...body }) => call(cancelAtDeskEndpoint, { params: { id: bookingId }, body }),
    config,
  );

/** Moves money: one Idempotency-Key per submission, so a double click extends once (record 0035). */
export const useExtendBooking = (config?: MutationConfig<ExtendResponse, WithId<ExtendRequest>>) => {
  const submissions = useSubmissionKeys();
  return useDeskMutation(
    ({ bookingId, ...body }) =>
      submissions.send({ bookingId, ...body }, (idempotencyKey) =>
        call(extendBookingEndpoint, { params: { id: bookingId }, body, idempotencyKey }),
      ),
    config,
  );
};

/** Move a booking, or rebook one paid after its hold was released (the same body). */
export const useMoveBooking = (
  action: 'move' | 'rebook',
  config?: MutationConfig<DeskBookingResponse, WithId<MoveRequest>>,
) =>
  useDeskMutation(
    ({ bookingId, ...body }) =>
      call(action === 'move' ? moveBookingEndpoint : rebookEndpoint, { params: { id: bookingId }, body }),
    config,
  );

/** Moves money: one Idempotency-Key per submission (record 0035). */
export const useRefundBooking = (config?: MutationConfig<RefundResponse, WithId<RefundRequest>>) => {
  const submissions = useSubmissionKeys();
  return useDeskMutation(
    ({ bookingId, ...body }) =>
      submissions.send({ bookingId, ...body }, (idempotencyKey) =>
        call(refundBookingEndpoint, { params: { id: bookingId }, body, idempotencyKey }),
      ),
    config,
  );
};

export { useDeskMutation };
