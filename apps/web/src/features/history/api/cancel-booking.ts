import { cancelBookingEndpoint } from '@ruangmain/domain/contracts/bookings';
import { useBookingMutation } from '@/features/history/api/booking-mutation';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CancelBookingInput = { bookingId: number; unitId: number | null };

/** POST /api/customer/cancel/{id} with an empty body (spec 2 §7): its slots free up at once. */
export const useCancelBooking = () =>
  useBookingMutation(
    ({ bookingId }: CancelBookingInput) => call(cancelBookingEndpoint, { params: { id: bookingId } }),
    ({ unitId }) => [queryKeys.availability.ofUnit(unitId)],
  );
