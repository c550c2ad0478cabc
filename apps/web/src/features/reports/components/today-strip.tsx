import { formatRupiah } from '@ruangmain/domain/money';
import { Skeleton } from '@/components/ui/skeleton';
import { useTodayReport } from '@/features/reports/api/reports';
import { useReportsTranslation } from '@/lib/i18n-reports';

/**
 * Today at a glance, at the top of the board (issue 18 "Reports"): revenue so far, bookings, units in
 * use now, food orders open; reloads with the live board.
 */
export function TodayStrip() {
  const { t } = useReportsTranslation();
  const today = useTodayReport();
  if (today.isError && !today.data) {
    return <p className="px-4 pt-4 text-sm text-muted lg:px-6">{t('today.failed')}</p>;
  }
  const data = today.data;
  const figures = [
    { key: 'revenue', label: t('today.revenue'), value: data && formatRupiah(data.revenue) },
    { key: 'bookings', label: t('today.bookings'), value: data && String(data.bookings) },
    {
      key: 'units',
      label: t('today.unitsInUse'),
      value: data && t('today.unitsOf', { count: data.units_in_use, total: data.units_total }),
    },
    { key: 'food', label: t('today.foodOpen'), value: data && String(data.food_orders_open) },
  ];
  return (
    <section aria-label={t('today.label')} className="px-4 pt-4 lg:px-6">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-line bg-surface px-3 py-2">
            <dt className="text-xs font-semibold text-muted">{figure.label}</dt>
            <dd className="text-lg font-extrabold tabular-nums" data-testid={`today-${figure.key}`}>
              {figure.value ?? <Skeleton className="mt-1 h-6 w-20" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
