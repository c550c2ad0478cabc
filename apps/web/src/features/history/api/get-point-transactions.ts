import {
  type HistorySort,
  POINT_HISTORY_PAGE_SIZE,
  type PointFilter,
} from '@ruangmain/domain/booking-history';
import type { ListPointTransactionsQuery, PointTransactionPage } from '@ruangmain/domain/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PointFilters = { type: PointFilter; sort: HistorySort; search: string; page: number };

/** GET /api/customer/point-transactions, one page (spec 2 §2 "Point history"). */
export const pointTransactionsQueryOptions = (filters: PointFilters) =>
  queryOptions({
    queryKey: queryKeys.customer.pointHistory(filters),
    queryFn: () =>
      apiClient.get<PointTransactionPage>('/api/customer/point-transactions', {
        params: {
          type: filters.type,
          sort: filters.sort,
          search: filters.search || undefined,
          page: filters.page,
          per_page: POINT_HISTORY_PAGE_SIZE,
        } satisfies ListPointTransactionsQuery,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePointTransactions = (filters: PointFilters) =>
  useQuery(pointTransactionsQueryOptions(filters));
