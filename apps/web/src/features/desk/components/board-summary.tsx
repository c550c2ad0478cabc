import type { Board } from '@ruangmain/domain/contracts/board';
import { formatLongDate } from '@ruangmain/domain/dates';
import { formatRupiah } from '@ruangmain/domain/money';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateLanguage } from '@/hooks/use-date-language';
import { useDeskTranslation } from '@/lib/i18n-desk';

/**
 * The board's stat cards (issue 29): the figures of the day the board shows, from the board's own
 * answer, so another day's board shows that day's. Units in use (parties checked in) only mean
 * something now, so another day shows none.
 */
export function BoardSummary({ board }: { board: Board | undefined }) {
  const { t } = useDeskTranslation();
  const dateLanguage = useDateLanguage();
  const summary = board?.summary;
  const isToday = board?.is_today ?? true;
  const figures = [
    {
      key: 'revenue',
      label: t(isToday ? 'summary.revenueToday' : 'summary.revenue'),
      value: summary && formatRupiah(summary.revenue),
    },
    {
      key: 'bookings',
      label: t(isToday ? 'summary.bookingsToday' : 'summary.bookings'),
      value: summary && String(summary.bookings),
    },
    {
      key: 'units',
      label: t('summary.unitsInUse'),
      value:
        summary &&
        (summary.units_in_use === null
          ? t('summary.onlyToday')
          : t('summary.unitsOf', { count: summary.units_in_use, total: summary.units_total })),
    },
    { key: 'food', label: t('summary.foodOpen'), value: summary && String(summary.food_orders_open) },
  ];
  return (
    <section
      aria-label={
        isToday || !board
          ? t('summary.today')
          : t('summary.day', { date: formatLongDate(board.date, dateLanguage) })
      }
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-line bg-surface px-3 py-2">
            <dt className="text-xs font-semibold text-muted">{figure.label}</dt>
            <dd className="text-lg font-extrabold tabular-nums" data-testid={`summary-${figure.key}`}>
              {figure.value ?? <Skeleton className="mt-1 h-6 w-20" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
