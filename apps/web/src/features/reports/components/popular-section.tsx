import { POPULAR_LISTS, type PopularItem, type PopularReport } from '@ruangmain/domain/contracts/reports';
import { formatRupiah } from '@ruangmain/domain/money';
import { type ReportColumn, ReportTable } from '@/features/reports/components/report-table';
import type { Period } from '@/features/reports/utils/period';
import { useReportsTranslation } from '@/lib/i18n-reports';

type List = (typeof POPULAR_LISTS)[number];

/** Popular units, consoles, games and food; top customers by spend and by hours: a table each. */
export function PopularSection({ report, period }: { report: PopularReport; period: Period }) {
  const { t } = useReportsTranslation();
  const columnsOf = (list: List): Array<ReportColumn<PopularItem>> => {
    const name: ReportColumn<PopularItem> = {
      label: t('popular.name'),
      value: (row) =>
        row.id === null && list.startsWith('customers') ? `${row.name} (${t('popular.guest')})` : row.name,
    };
    const count: ReportColumn<PopularItem> = {
      label: list === 'food' ? t('popular.pieces') : t('popular.count'),
      value: (row) => row.count,
      isNumeric: true,
    };
    const hours: ReportColumn<PopularItem> = {
      label: t('popular.hours'),
      value: (row) => row.hours,
      isNumeric: true,
    };
    const amount: ReportColumn<PopularItem> = {
      label: t('popular.amount'),
      value: (row) => row.amount,
      render: (row) => formatRupiah(row.amount),
      isNumeric: true,
    };
    if (list === 'food' || list === 'customers_by_spend') return [name, count, amount];
    return [name, count, hours];
  };
  return (
    <section
      aria-labelledby="popular-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="popular-title" className="text-lg font-bold">
        {t('popular.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {POPULAR_LISTS.map((list) => (
          <ReportTable
            key={list}
            caption={t(`popular.${list}`)}
            fileName={`popular-${list.replaceAll('_', '-')}-${period.from}-to-${period.to}.csv`}
            rows={report[list]}
            rowKey={(row, index) => `${row.id ?? row.name}-${index}`}
            emptyText={t('popular.empty')}
            columns={columnsOf(list)}
          />
        ))}
      </div>
    </section>
  );
}
