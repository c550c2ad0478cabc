import {
  HISTORY_PAGE_SIZE,
  HISTORY_REFRESH_MS,
  type HistorySort,
  type HistoryTab,
  type HistoryType,
} from '@ruangmain/domain/booking-history';
import {
  type BookingDetail,
  getBookingDetailsEndpoint,
  listBookingHistoryEndpoint,
} from '@ruangmain/domain/contracts/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the history screen shows: a tab, a kind, a search, an order and a page (spec 2 §2). */
export type HistoryFilters = {
  tab: HistoryTab;
  type: HistoryType;
  sort: HistorySort;
  search: string;
  page: number;
};

/** While a payment's confirmation is awaited, the list asks again every 2 s instead of every 30 s. */
const WATCH_MS = 2_000;

/** GET /api/customer/booking-history, one page; `type` is left out for all (spec 2 §7). */
export const bookingHistoryQueryOptions = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: queryKeys.customer.bookingHistory(filters),
    queryFn: () =>
      call(listBookingHistoryEndpoint, {
        query: {
          tab: filters.tab,
          type: filters.type === 'all' ? undefined : filters.type,
          sort: filters.sort,
          search: filters.search || undefined,
          page: filters.page,
          per_page: HISTORY_PAGE_SIZE,
        },
      }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * The history, refreshed every 30 s while the page is visible (spec 2 §4; TanStack Query pauses the
 * interval in a hidden tab), and every 2 s while `isWatching` a payment.
 */
export const useBookingHistory = (filters: HistoryFilters, isWatching: boolean) =>
  useQuery({
    ...bookingHistoryQueryOptions(filters),
    refetchInterval: isWatching ? WATCH_MS : HISTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** GET /api/customer/booking-details/{id}, shown at once from the list's copy while it loads. */
export const useBookingDetails = (booking: BookingDetail) =>
  useQuery({
    queryKey: queryKeys.customer.booking(booking.id),
    queryFn: async () => (await call(getBookingDetailsEndpoint, { params: { id: booking.id } })).data,
    placeholderData: booking,
    staleTime: 0,
  });
