import { type BookingStatusView, getBookingStatusEndpoint } from '@ruangmain/domain/contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { call, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { BookingStatusView };

/**
 * A booking's or food order's real status by its invoice number, for guests too (spec 2 §2 "Booking
 * success page", "Food order success page"): the pages trust this, never the payment popup's callback alone.
 */
export const getBookingStatus = (invoiceNumber: string) =>
  call(getBookingStatusEndpoint, { params: { invoice_number: invoiceNumber } });

type Options = {
  /** While the booking is pending, ask again this often (ms), read before each wait; false stops asking. */
  pollWhilePendingMs: number | false | (() => number | false);
  enabled?: boolean;
};

/** The status of one booking, asked again while it waits for the payment webhook. */
export function useBookingStatus(
  invoiceNumber: string | null,
  { pollWhilePendingMs, enabled = true }: Options,
) {
  return useQuery({
    queryKey: queryKeys.booking.status(invoiceNumber ?? ''),
    queryFn: async () => (await getBookingStatus(invoiceNumber ?? '')).data,
    enabled: enabled && Boolean(invoiceNumber),
    staleTime: 0,
    // A refused invoice number stays refused; a network or server failure is tried again.
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiError(error) && error.status < 500 && error.status > 0),
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'pending') return false;
      return typeof pollWhilePendingMs === 'function' ? pollWhilePendingMs() : pollWhilePendingMs;
    },
  });
}
