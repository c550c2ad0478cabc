import {
  occupancyReportEndpoint,
  peakHoursReportEndpoint,
  popularReportEndpoint,
  type ReportPeriodQuery,
  revenueReportEndpoint,
  transactionsCsvEndpoint,
} from '@ruangmain/domain/contracts/reports';
import type { ReportGroup } from '@ruangmain/domain/report-period';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A report of a period, kept while the next period loads. */
const reportQuery = <Data>(
  name: string,
  period: ReportPeriodQuery,
  extra: Record<string, string>,
  load: (signal: AbortSignal) => Promise<{ data: Data }>,
) => ({
  queryKey: ['reports', name, period.from, period.to, extra] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => load(signal).then((a) => a.data),
  placeholderData: keepPreviousData,
  staleTime: 30_000,
});

/** Revenue of a period, the previous period beside it. */
export const useRevenueReport = (period: ReportPeriodQuery, groupBy: ReportGroup) =>
  useQuery(
    reportQuery('revenue', period, { group_by: groupBy }, (signal) =>
      call(revenueReportEndpoint, { query: { ...period, group_by: groupBy }, signal }),
    ),
  );

export const useOccupancyReport = (period: ReportPeriodQuery) =>
  useQuery(
    reportQuery('occupancy', period, {}, (signal) =>
      call(occupancyReportEndpoint, { query: period, signal }),
    ),
  );

export const usePeakHoursReport = (period: ReportPeriodQuery) =>
  useQuery(
    reportQuery('peak-hours', period, {}, (signal) =>
      call(peakHoursReportEndpoint, { query: period, signal }),
    ),
  );

export const usePopularReport = (period: ReportPeriodQuery) =>
  useQuery(
    reportQuery('popular', period, {}, (signal) => call(popularReportEndpoint, { query: period, signal })),
  );

/** The period's transactions as the server writes them (CSV text); the caller saves it as a file. */
export const fetchTransactionsCsv = (period: ReportPeriodQuery) =>
  call(transactionsCsvEndpoint, { query: { ...period }, headers: { Accept: 'text/csv' } });
