import {
  type BookRoomRequest,
  type BookRoomResponse,
  bookRoomEndpoint,
} from '@ruangmain/domain/contracts/bookings';
import { getUnitEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDeskMutation } from '@/features/desk/api/booking-actions';
import { useSubmissionKeys } from '@/hooks/use-submission-keys';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** The unit with the games playable on it (GET /api/public/units/{id}): the walk-in's game list. */
export const useUnitGames = (unitId: number | null) =>
  useQuery({
    queryKey: queryKeys.desk.unit(unitId),
    queryFn:
      unitId === null ? skipToken : ({ signal }) => call(getUnitEndpoint, { params: { id: unitId }, signal }),
    staleTime: 60_000,
  });

export type WalkInRequest = Pick<
  BookRoomRequest,
  'unit_id' | 'game_id' | 'total_visitors' | 'start_time' | 'end_time' | 'payment_method'
> &
  Partial<Pick<BookRoomRequest, 'name' | 'phone' | 'console_name'>>;

/**
 * A walk-in through the over-the-counter booking (POST /api/book-room as staff: cash or QRIS), with one
 * Idempotency-Key per submission, so a double click books and charges once (record 0035).
 */
export const useBookWalkIn = (config?: MutationConfig<BookRoomResponse, WalkInRequest>) => {
  const submissions = useSubmissionKeys();
  return useDeskMutation(
    (body: WalkInRequest) =>
      submissions.send(body, (idempotencyKey) => call(bookRoomEndpoint, { body, idempotencyKey })),
    config,
  );
};
