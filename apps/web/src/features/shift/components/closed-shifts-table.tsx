import type { Shift } from '@ruangmain/domain/contracts/shift';
import { formatRupiah } from '@ruangmain/domain/money';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { adminScreens } from '@/config/admin-screens';
import { useClosedShifts } from '@/features/shift/api/shifts';
import { ColumnHeads } from '@/features/shift/components/column-heads';
import { DifferenceText } from '@/features/shift/components/shift-figures';
import { useShiftTranslation } from '@/lib/i18n-shift';
import { getVenueDateTime } from '@/lib/venue-clock';

const at = (instant: string | null) => (instant ? getVenueDateTime(new Date(instant)) : '');

/** The closed shifts, newest first, each with its print view. */
export function ClosedShiftsTable() {
  const { t } = useShiftTranslation();
  const [page, setPage] = useState(1);
  const list = useClosedShifts(page);
  if (list.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (list.isError)
    return (
      <ErrorState
        message={t('loadError')}
        onRetry={() => void list.refetch()}
        retryLabel={t('retry')}
        isRetrying={list.isFetching}
      />
    );
  const { data, current_page, last_page, from, to, total } = list.data;
  if (data.length === 0) return <EmptyState message={t('history.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="bg-surface-2 text-left text-xs text-muted">
            <ColumnHeads
              className="px-3 py-2"
              columns={[
                { label: t('history.closed') },
                { label: t('history.staff') },
                { label: t('history.expected'), isNumber: true },
                { label: t('history.counted'), isNumber: true },
                { label: t('history.difference') },
                { label: <span className="sr-only">{t('history.print')}</span> },
              ]}
            />
          </thead>
          <tbody>
            {data.map((shift) => (
              <ClosedShiftRow key={shift.id} shift={shift} />
            ))}
          </tbody>
        </table>
      </div>
      {last_page > 1 && (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="text-muted">{t('history.summary', { from, to, total })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              disabled={current_page <= 1}
              onClick={() => setPage(current_page - 1)}
            >
              {t('history.previous')}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              disabled={current_page >= last_page}
              onClick={() => setPage(current_page + 1)}
            >
              {t('history.next')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function ClosedShiftRow({ shift }: { shift: Shift }) {
  const { t } = useShiftTranslation();
  return (
    <tr className="border-t border-line align-top">
      <td className="px-3 py-2 tabular-nums">
        <div className="font-semibold">{at(shift.closed_at)}</div>
        <div className="text-xs text-muted">
          {t('history.opened')} {at(shift.opened_at)}
        </div>
      </td>
      <td className="px-3 py-2">
        <div>{shift.closed_by_name}</div>
        {shift.note && <div className="max-w-64 text-xs text-muted">{shift.note}</div>}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatRupiah(shift.expected_cash)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatRupiah(shift.counted_cash)}</td>
      <td className="px-3 py-2 font-semibold">
        <DifferenceText difference={shift.difference ?? 0} />
      </td>
      <td className="px-3 py-2 text-right">
        <Link
          to={adminScreens.shift.getHref(shift.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`${t('history.print')} #${shift.id}`}
        >
          <Printer aria-hidden className="size-4" />
          {/* A tablet's table keeps its figures in view: the button is its printer there. */}
          <span className="hidden lg:inline">{t('history.print')}</span>
        </Link>
      </td>
    </tr>
  );
}
