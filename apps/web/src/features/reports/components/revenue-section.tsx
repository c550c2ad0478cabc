import type { RevenueReport } from '@ruangmain/domain/contracts/reports';
import { formatRupiah } from '@ruangmain/domain/money';
import type { ReportGroup } from '@ruangmain/domain/report-period';
import { REPORT_GROUPS } from '@ruangmain/domain/report-period';
import { clsx } from 'clsx';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchTransactionsCsv } from '@/features/reports/api/reports';
import { BarChart } from '@/features/reports/components/bar-chart';
import { type ReportColumn, ReportTable } from '@/features/reports/components/report-table';
import { saveCsv } from '@/features/reports/utils/csv';
import { listMethodRows, type MethodRow } from '@/features/reports/utils/method-rows';
import { canGroupByHour, type Period } from '@/features/reports/utils/period';
import { getServerMessage } from '@/lib/api-client';
import { useReportsTranslation } from '@/lib/i18n-reports';
import { toast } from '@/lib/toast';

type Money = { gross: number; refunds: number; net: number };

/** The bucket's short label under a column: the hour, the day of the month, or the week's Monday. */
const shortLabel = (bucket: string, group: ReportGroup) =>
  group === 'hour' ? bucket.slice(11, 13) : `${bucket.slice(8, 10)}/${bucket.slice(5, 7)}`;

/** Revenue: the totals beside the previous period, the chart with its numbers, by source and by method. */
export function RevenueSection({
  report,
  period,
  groupBy,
  onGroupBy,
}: {
  report: RevenueReport;
  period: Period;
  groupBy: ReportGroup;
  onGroupBy: (group: ReportGroup) => void;
}) {
  const { t } = useReportsTranslation();
  const [showNumbers, setShowNumbers] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const fileStem = `${period.from}-to-${period.to}`;
  const change =
    report.previous.total === 0
      ? null
      : (report.total - report.previous.total) / Math.abs(report.previous.total);

  const moneyColumns = <Row extends Money>(first: ReportColumn<Row>): Array<ReportColumn<Row>> => [
    first,
    {
      label: t('revenue.gross'),
      value: (row) => row.gross,
      render: (row) => formatRupiah(row.gross),
      isNumeric: true,
    },
    {
      label: t('revenue.refunds'),
      value: (row) => -row.refunds,
      render: (row) => refundText(row.refunds),
      isNumeric: true,
    },
    {
      label: t('revenue.net'),
      value: (row) => row.net,
      render: (row) => formatRupiah(row.net),
      isNumeric: true,
    },
  ];

  const onDownload = async () => {
    setIsDownloading(true);
    try {
      saveCsv(`transactions-${fileStem}.csv`, await fetchTransactionsCsv(period));
      toast.success(t('revenue.downloaded'));
    } catch (error) {
      toast.error(getServerMessage(error, t('revenue.downloadFailed')));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby="revenue-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="revenue-title" className="text-lg font-bold">
          {t('revenue.title')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          isLoading={isDownloading}
          // On a phone the label wraps inside the card rather than running past it.
          className="h-auto! min-h-9 max-w-full py-1.5 whitespace-normal!"
        >
          {!isDownloading && <FileDown aria-hidden className="size-4" />}
          {t('revenue.downloadTransactions')}
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={t('revenue.net')} value={formatRupiah(report.total)} testId="revenue-total" strong>
          <span>{t('revenue.previous', { amount: formatRupiah(report.previous.total) })}</span>
          {change !== null && (
            <span className={clsx('font-semibold', change < 0 ? 'text-danger' : 'text-success')}>
              {' · '}
              {t('revenue.change', { change: `${change > 0 ? '+' : ''}${Math.round(change * 100)}%` })}
            </span>
          )}
        </Figure>
        <Figure label={t('revenue.gross')} value={formatRupiah(report.gross)}>
          {t('revenue.payments', { count: report.payments })}
        </Figure>
        <Figure label={t('revenue.refunds')} value={refundText(report.refunds)}>
          {t('revenue.refundCount', { count: report.refund_count })}
        </Figure>
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">{t('revenue.groupBy')}</legend>
          <span aria-hidden className="text-xs font-semibold text-muted">
            {t('revenue.groupBy')}
          </span>
          {REPORT_GROUPS.map((group) => {
            const isDisabled = group === 'hour' && !canGroupByHour(period);
            return (
              <button
                key={group}
                type="button"
                aria-pressed={groupBy === group}
                disabled={isDisabled}
                title={isDisabled ? t('revenue.hourTooLong') : undefined}
                onClick={() => onGroupBy(group)}
                className={clsx(
                  'rounded-md px-2.5 py-1 font-semibold disabled:opacity-40',
                  groupBy === group ? 'bg-primary-soft text-primary-text' : 'text-muted hover:text-fg',
                )}
              >
                {t(`revenue.group.${group}`)}
              </button>
            );
          })}
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showNumbers}
          onClick={() => setShowNumbers(!showNumbers)}
        >
          {showNumbers ? t('revenue.hideNumbers') : t('revenue.showNumbers')}
        </Button>
      </div>
      <BarChart
        label={t('revenue.chart', { group: t(`revenue.group.${groupBy}`).toLowerCase() })}
        xLabel={t(`revenue.group.${groupBy}`)}
        yLabel={t('revenue.axis')}
        formatValue={formatRupiah}
        bars={report.series.map((bucket) => ({
          key: bucket.bucket,
          label: shortLabel(bucket.bucket, groupBy),
          value: bucket.net,
          title: `${bucket.bucket}: ${formatRupiah(bucket.net)}${bucket.refunds ? ` (${refundText(bucket.refunds)})` : ''}`,
        }))}
      />
      {showNumbers && (
        <ReportTable
          caption={t('revenue.chart', { group: t(`revenue.group.${groupBy}`).toLowerCase() })}
          fileName={`revenue-by-${groupBy}-${fileStem}.csv`}
          rows={report.series}
          rowKey={(row) => row.bucket}
          columns={moneyColumns<RevenueReport['series'][number]>({
            label: t('revenue.bucket'),
            value: (row) => row.bucket,
          })}
        />
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ReportTable
          caption={t('revenue.bySource')}
          fileName={`revenue-by-source-${fileStem}.csv`}
          rows={report.by_source}
          rowKey={(row) => row.source}
          columns={moneyColumns<RevenueReport['by_source'][number]>({
            label: t('revenue.source'),
            value: (row) => t(`sources.${row.source}`),
          })}
        />
        <ReportTable
          caption={t('revenue.byMethod')}
          fileName={`revenue-by-method-${fileStem}.csv`}
          rows={listMethodRows(report, t as unknown as (key: string, options?: object) => string)}
          rowKey={(row) => row.key}
          columns={moneyColumns<MethodRow>({
            label: t('revenue.method'),
            value: (row) => row.label,
          })}
        />
      </div>
    </section>
  );
}

const refundText = (refunds: number) => (refunds > 0 ? `−${formatRupiah(refunds)}` : formatRupiah(0));

function Figure({
  label,
  value,
  strong,
  testId,
  children,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={clsx('rounded-xl p-3', strong ? 'bg-primary-soft' : 'bg-surface-2')}>
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="text-xl font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {children && <dd className="mt-0.5 text-xs text-muted">{children}</dd>}
    </div>
  );
}
