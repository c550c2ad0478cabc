import { isVenueDate } from '@ruangmain/domain/dates';
import { REPORT_GROUPS, type ReportGroup } from '@ruangmain/domain/report-period';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-message';
import {
  useOccupancyReport,
  usePeakHoursReport,
  usePopularReport,
  useRevenueReport,
} from '@/features/reports/api/reports';
import { OccupancySection } from '@/features/reports/components/occupancy-section';
import { PeriodPicker } from '@/features/reports/components/period-picker';
import { PopularSection } from '@/features/reports/components/popular-section';
import { RevenueSection } from '@/features/reports/components/revenue-section';
import {
  canGroupByHour,
  defaultGroupOf,
  isValidPeriod,
  PERIOD_KINDS,
  type Period,
  type PeriodKind,
  periodAround,
} from '@/features/reports/utils/period';
import { getServerMessage } from '@/lib/api-client';
import { useReportsTranslation } from '@/lib/i18n-reports';
import { getVenueDateTime } from '@/lib/venue-clock';

/** The period, its kind and the revenue grouping, read from the address (?kind=&from=&to=&group=). */
function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const today = getVenueDateTime().slice(0, 10);
  const kindParam = params.get('kind') as PeriodKind | null;
  const kind: PeriodKind = kindParam && PERIOD_KINDS.includes(kindParam) ? kindParam : 'day';
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const period: Period =
    isVenueDate(asked.from) && isVenueDate(asked.to) && isValidPeriod(asked)
      ? asked
      : periodAround(kind === 'custom' ? 'day' : kind, today);
  const groupParam = params.get('group') as ReportGroup | null;
  const group: ReportGroup =
    groupParam && REPORT_GROUPS.includes(groupParam) && (groupParam !== 'hour' || canGroupByHour(period))
      ? groupParam
      : defaultGroupOf(period);
  const set = (next: { kind?: PeriodKind; period?: Period; group?: ReportGroup }) => {
    const nextPeriod = next.period ?? period;
    const nextGroup = next.group ?? (next.period ? defaultGroupOf(nextPeriod) : group);
    setParams(
      { kind: next.kind ?? kind, from: nextPeriod.from, to: nextPeriod.to, group: nextGroup },
      { replace: true },
    );
  };
  return { today, kind, period, group, set };
}

/** The reports of one period (issue 18): revenue, occupancy and peak hours, popular lists. */
export function ReportsPage() {
  const { today, kind, period, group, set } = usePeriodParams();
  const revenue = useRevenueReport(period, group);
  const occupancy = useOccupancyReport(period);
  const peak = usePeakHoursReport(period);
  const popular = usePopularReport(period);
  return (
    <>
      <PeriodPicker
        key={`${kind}-${period.from}-${period.to}`}
        kind={kind}
        period={period}
        today={today}
        onChange={(nextKind, nextPeriod) => set({ kind: nextKind, period: nextPeriod })}
      />
      <Loaded query={revenue} skeleton="h-96">
        {(report) => (
          <RevenueSection
            report={report}
            period={period}
            groupBy={group}
            onGroupBy={(next) => set({ group: next })}
          />
        )}
      </Loaded>
      <Loaded query={occupancy} skeleton="h-80">
        {(report) => <OccupancySection occupancy={report} peak={peak.data} period={period} />}
      </Loaded>
      <Loaded query={popular} skeleton="h-64">
        {(report) => <PopularSection report={report} period={period} />}
      </Loaded>
    </>
  );
}

/** A report's states: a skeleton while it first loads, the error with a retry, then the report. */
function Loaded<Data>({
  query,
  skeleton,
  children,
}: {
  query: {
    data: Data | undefined;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  skeleton: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useReportsTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <ErrorState
        message={getServerMessage(query.error, t('loadFailed'))}
        onRetry={() => query.refetch()}
        retryLabel={t('retry')}
        isRetrying={query.isFetching}
      />
    );
  }
  return <Skeleton className={`${skeleton} w-full rounded-2xl`} />;
}
