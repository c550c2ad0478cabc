import { type BookRoomRequest, bookRoomEndpoint } from '@ruangmain/domain/contracts/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/book-room: the server checks, prices and holds the booking (spec 2 §7). */
export const bookRoom = (payload: BookRoomRequest) => call(bookRoomEndpoint, { body: payload });

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
