import {
  HISTORY_SORTS,
  HISTORY_TABS,
  HISTORY_TYPES,
  type HistoryTab,
} from '@ruangmain/domain/booking-history';
import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { clsx } from 'clsx';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBookingHistory } from '@/features/history/api/get-booking-history';
import { useLiveHistory } from '@/features/history/api/live-history';
import { type BookingAction, BookingCard } from '@/features/history/components/booking-card';
import { BookingListSkeleton } from '@/features/history/components/history-skeleton';
import { ListPagination, ListToolbar, useSortChoice } from '@/features/history/components/list-toolbar';
import { usePayNow } from '@/features/history/hooks/use-pay-now';
import { useUrlFilters } from '@/features/history/hooks/use-url-filters';
import { useHistoryTranslation } from '@/lib/i18n-history';

// Dialogs load when first opened.
const BookingDetailsDialog = lazy(
  () => import('@/features/history/components/details/booking-details-dialog'),
);
const ReviewDialog = lazy(() => import('@/features/history/components/review-dialog'));
const RescheduleDialog = lazy(() => import('@/features/history/components/reschedule/reschedule-dialog'));
const CancelDialog = lazy(() => import('@/features/history/components/cancel-dialog'));

const CHOICES = { tab: HISTORY_TABS, type: HISTORY_TYPES, sort: HISTORY_SORTS } as const;

/** How long the list watches a paid booking for the webhook's confirmation. */
const WATCH_LIMIT_MS = 30_000;

type OpenDialog = { action: Exclude<BookingAction, 'pay'>; booking: BookingDetail };

/**
 * /book-history (spec 2 §2 "Booking history"): tabs Active and Past, search, filter, sort and pages,
 * booking cards with their actions, refreshed every 30 s while visible and at once when one of the
 * customer's bookings changes (issue 30: the kitchen's Preparing and Served, live).
 */
export function HistoryPage() {
  const { t } = useHistoryTranslation();
  const { filters, update, pageHref } = useUrlFilters(CHOICES);
  const [watchedId, setWatchedId] = useState<number | null>(null);
  const history = useBookingHistory(filters, watchedId !== null);
  useLiveHistory();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { pay, payingId } = usePayNow(setWatchedId);

  const bookings = history.data?.data ?? [];
  // The cards are drawn from an answer in a transition, in short tasks, not in the one long task that
  // the answer's arrival would take (docs/decisions/0033); what was shown stays until then.
  const shownPage = useDeferredValue(history.data);
  // The watch ends when the booking leaves pending, or after a while (the 30 s refresh goes on).
  const watched = bookings.find((booking) => booking.id === watchedId);
  useEffect(() => {
    if (watchedId === null) return;
    if (watched && watched.status !== 'pending') setWatchedId(null);
    const timer = setTimeout(() => setWatchedId(null), WATCH_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [watchedId, watched]);

  const onAction = useCallback(
    (action: BookingAction, booking: BookingDetail) => {
      if (action === 'pay') void pay(booking);
      else setDialog({ action, booking });
    },
    [pay],
  );
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const sort = useSortChoice(filters.sort, (next) => update({ sort: next }));
  const close = () => setDialog(null);

  return (
    <div className="flex flex-col gap-5">
      <HistoryTabs value={filters.tab} onChange={(tab) => update({ tab })} />
      <ListToolbar
        search={filters.search}
        searchPlaceholder={t('toolbar.search')}
        onSearch={onSearch}
        filter={{
          label: t('toolbar.filter'),
          value: filters.type,
          options: HISTORY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
          onChange: (type) => update({ type }),
        }}
        sort={sort}
      />

      <QueryView
        query={{
          data: shownPage,
          error: history.error,
          isError: history.isError,
          isFetching: history.isFetching,
          refetch: history.refetch,
        }}
        skeleton={<BookingListSkeleton />}
        errorMessage={t('errors.history')}
        retryLabel={t('errors.retry')}
        empty={{
          when: (page) => page.data.length === 0,
          message: t(filters.search ? 'empty.search' : `empty.${filters.tab}`),
          action: (
            <Link to={paths.rent.getHref()} className={buttonVariants({ size: 'sm' })}>
              <CalendarPlus aria-hidden className="size-4" />
              {t('empty.action')}
            </Link>
          ),
        }}
        keepsDataOnError
      >
        {(page) => (
          <ul
            className={clsx(
              'flex flex-col gap-4 transition-opacity',
              history.isPlaceholderData && 'opacity-60',
            )}
          >
            {page.data.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} onAction={onAction} isPaying={payingId === booking.id} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>

      <ListPagination page={filters.page} lastPage={history.data?.last_page ?? 1} pageHref={pageHref} />

      <Suspense fallback={null}>
        {dialog?.action === 'details' && <BookingDetailsDialog booking={dialog.booking} onClose={close} />}
        {dialog?.action === 'rate' && <ReviewDialog booking={dialog.booking} onClose={close} />}
        {dialog?.action === 'reschedule' && <RescheduleDialog booking={dialog.booking} onClose={close} />}
        {dialog?.action === 'cancel' && <CancelDialog booking={dialog.booking} onClose={close} />}
      </Suspense>
    </div>
  );
}

/** spec 2 §2 "Tabs Active and Past". */
export function HistoryTabs({
  value,
  onChange,
}: {
  value: HistoryTab;
  onChange?: (tab: HistoryTab) => void;
}) {
  const { t } = useHistoryTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="inline-flex w-full rounded-2xl bg-surface-2 p-1 sm:w-auto sm:self-start"
    >
      {HISTORY_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange?.(tab)}
          className={clsx(
            'h-10 flex-1 cursor-pointer rounded-xl px-6 text-sm font-bold transition-colors sm:flex-none',
            value === tab ? 'bg-surface text-primary-text shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
