import {
  type RescheduleBookingRequest,
  rescheduleBookingEndpoint,
} from '@ruangmain/domain/contracts/bookings';
import { useBookingMutation } from '@/features/history/api/booking-mutation';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RescheduleBookingInput = RescheduleBookingRequest & { bookingId: number; unitId: number };

/** POST /api/reschedule/{id} with the new start_time and end_time (spec 2 §7). */
export const useRescheduleBooking = () =>
  useBookingMutation(
    ({ bookingId, start_time, end_time }: RescheduleBookingInput) =>
      call(rescheduleBookingEndpoint, { params: { id: bookingId }, body: { start_time, end_time } }),
    ({ unitId }) => [queryKeys.availability.ofUnit(unitId)],
  );
