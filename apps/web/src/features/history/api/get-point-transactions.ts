import {
  type HistorySort,
  POINT_HISTORY_PAGE_SIZE,
  type PointFilter,
} from '@ruangmain/domain/booking-history';
import {
  type ListPointTransactionsResponse,
  listPointTransactionsEndpoint,
  type PointTransactionPage,
} from '@ruangmain/domain/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PointFilters = { type: PointFilter; sort: HistorySort; search: string; page: number };

/** Asked with `page`, the ledger answers a page; only a call without one gets the bare array. */
function toPage(answer: ListPointTransactionsResponse): PointTransactionPage {
  if (Array.isArray(answer)) throw new Error('The point history answered a list where it was asked a page');
  return answer;
}

/** GET /api/customer/point-transactions, one page (spec 2 §2 "Point history"). */
export const pointTransactionsQueryOptions = (filters: PointFilters) =>
  queryOptions({
    queryKey: queryKeys.customer.pointHistory(filters),
    queryFn: () =>
      call(listPointTransactionsEndpoint, {
        query: {
          type: filters.type,
          sort: filters.sort,
          search: filters.search || undefined,
          page: filters.page,
          per_page: POINT_HISTORY_PAGE_SIZE,
        },
      }).then(toPage),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePointTransactions = (filters: PointFilters) =>
  useQuery(pointTransactionsQueryOptions(filters));
