import { HISTORY_SORTS, POINT_FILTERS } from '@ruangmain/domain/booking-history';
import type { PointTransaction } from '@ruangmain/domain/contracts/points';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useCallback } from 'react';
import { QueryView } from '@/components/query-view';
import { usePointTransactions } from '@/features/history/api/get-point-transactions';
import { PointListSkeleton } from '@/features/history/components/history-skeleton';
import { ListPagination, ListToolbar, useSortChoice } from '@/features/history/components/list-toolbar';
import { useUrlFilters } from '@/features/history/hooks/use-url-filters';
import { useDateLanguage } from '@/hooks/use-date-language';
import { longDateTime } from '@/lib/booking-schedule';
import { useHistoryTranslation } from '@/lib/i18n-history';

const CHOICES = { type: POINT_FILTERS, sort: HISTORY_SORTS } as const;

/**
 * /point-history (spec 2 §2 "Point history"): search, filter All, Earned or Redeemed, sort and pages
 * over the ledger; each row shows +n or −n, which booking or reward, and the date.
 */
export function PointHistoryPage() {
  const { t } = useHistoryTranslation();
  const { filters, update, pageHref } = useUrlFilters(CHOICES);
  const points = usePointTransactions(filters);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const sort = useSortChoice(filters.sort, (next) => update({ sort: next }));

  return (
    <div className="flex flex-col gap-5">
      <ListToolbar
        search={filters.search}
        searchPlaceholder={t('points.search')}
        onSearch={onSearch}
        filter={{
          label: t('toolbar.filter'),
          value: filters.type,
          options: [
            { value: 'all', label: t('type.all') },
            { value: 'earned', label: t('points.earned') },
            { value: 'debit', label: t('points.redeemed') },
          ],
          onChange: (type) => update({ type }),
        }}
        sort={sort}
      />
      <QueryView
        query={points}
        skeleton={<PointListSkeleton />}
        errorMessage={t('errors.points')}
        retryLabel={t('errors.retry')}
        empty={{
          when: (page) => page.data.length === 0,
          message: t(filters.search ? 'points.emptySearch' : 'points.empty'),
        }}
        keepsDataOnError
      >
        {(page) => (
          <ul
            className={clsx(
              'divide-y divide-line rounded-2xl border border-line bg-surface shadow-card transition-opacity',
              points.isPlaceholderData && 'opacity-60',
            )}
          >
            {page.data.map((row) => (
              <PointRow key={row.id} row={row} />
            ))}
          </ul>
        )}
      </QueryView>
      <ListPagination page={filters.page} lastPage={points.data?.last_page ?? 1} pageHref={pageHref} />
    </div>
  );
}

function PointRow({ row }: { row: PointTransaction }) {
  const { t } = useHistoryTranslation();
  const dateLanguage = useDateLanguage();
  const isEarned = row.type === 'earned';
  const Icon = isEarned ? ArrowUpRight : ArrowDownRight;
  return (
    <li className="flex items-center gap-3 p-4 sm:gap-4" data-testid="point-row" data-type={row.type}>
      <span
        className={clsx(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          isEarned ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-pretty break-words">{row.description}</p>
        <p className="mt-0.5 text-xs text-muted">{longDateTime(row.created_at, dateLanguage)}</p>
      </div>
      <p
        className={clsx(
          'shrink-0 text-lg font-extrabold tabular-nums',
          isEarned ? 'text-success' : 'text-danger',
        )}
        data-testid="point-amount"
      >
        {isEarned ? t('points.plus', { points: row.points }) : t('points.minus', { points: row.points })}
      </p>
    </li>
  );
}
