import type {
  OccupancyReport,
  PeakHoursReport,
  PopularReport,
  ReportPeriodQuery,
  RevenueReport,
  TodayReport,
} from '@ruangmain/domain/contracts/reports';
import type { ReportGroup } from '@ruangmain/domain/report-period';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const BASE = '/api/admin/reports';

const reportQuery = <Data>(name: string, period: ReportPeriodQuery, extra: Record<string, string> = {}) => ({
  queryKey: ['reports', name, period.from, period.to, extra] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiClient
      .get<{ data: Data }>(`${BASE}/${name}`, { params: { ...period, ...extra }, signal })
      .then((a) => a.data),
  placeholderData: keepPreviousData,
  staleTime: 30_000,
});

/** Revenue of a period (GET /api/admin/reports/revenue), the previous period beside it. */
export const useRevenueReport = (period: ReportPeriodQuery, groupBy: ReportGroup) =>
  useQuery(reportQuery<RevenueReport>('revenue', period, { group_by: groupBy }));

export const useOccupancyReport = (period: ReportPeriodQuery) =>
  useQuery(reportQuery<OccupancyReport>('occupancy', period));

export const usePeakHoursReport = (period: ReportPeriodQuery) =>
  useQuery(reportQuery<PeakHoursReport>('peak-hours', period));

export const usePopularReport = (period: ReportPeriodQuery) =>
  useQuery(reportQuery<PopularReport>('popular', period));

/**
 * Today at a glance, on the board: kept under the desk's queries, so it reloads whenever the live
 * board does (a booking, a payment, a desk action).
 */
export const useTodayReport = () =>
  useQuery({
    queryKey: [...queryKeys.desk.all(), 'today-report'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<{ data: TodayReport }>(`${BASE}/today`, { signal }).then((a) => a.data),
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** The period's transactions as the server writes them (CSV text); the caller saves it as a file. */
export const fetchTransactionsCsv = (period: ReportPeriodQuery) =>
  apiClient.get<string>(`${BASE}/transactions.csv`, {
    params: { ...period },
    headers: { Accept: 'text/csv' },
  });
