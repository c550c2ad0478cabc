import { formatRupiah } from '@ruangmain/domain/money';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-message';
import { adminScreens } from '@/config/admin-screens';
import { useShift } from '@/features/shift/api/shifts';
import { DifferenceText, ShiftFigures } from '@/features/shift/components/shift-figures';
import '@/features/shift/components/shift-print.css';
import { useVenue } from '@/lib/catalogue/get-venue';
import { useShiftTranslation } from '@/lib/i18n-shift';
import { getVenueDateTime } from '@/lib/venue-clock';

const at = (instant: string | null) => (instant ? getVenueDateTime(new Date(instant)) : '');

/**
 * One shift as a sheet of paper: the venue, who opened and closed it, when, and its figures. On
 * paper only the sheet shows (shift-print.css); on screen, a way back and the print button.
 */
export function ShiftPrintView({ id }: { id: number }) {
  const { t } = useShiftTranslation();
  const venue = useVenue();
  const shift = useShift(id);
  const back = (
    <Link to={adminScreens.shift.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('print.back')}
    </Link>
  );
  if (shift.isPending) return <Skeleton className="h-96 w-full rounded-3xl" />;
  if (shift.isError)
    return (
      <div className="flex flex-col items-start gap-4">
        {back}
        <ErrorState
          message={t('print.notFound')}
          onRetry={() => void shift.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  const data = shift.data;
  const facts: Array<[string, string]> = [
    [t('print.openedBy'), data.opened_by_name],
    [t('print.openedAt'), at(data.opened_at)],
    [t('print.closedBy'), data.closed_by_name ?? ''],
    [t('print.closedAt'), at(data.closed_at)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="shift-print-hidden flex flex-wrap gap-2">
        {back}
        <Button size="sm" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('print.print')}
        </Button>
      </div>
      <article className="shift-print-sheet flex max-w-3xl flex-col gap-5 rounded-3xl border border-line bg-surface p-6 shadow-card">
        <header>
          <p className="text-sm font-bold tracking-wide text-muted uppercase">{venue.name}</p>
          <h2 className="text-xl font-extrabold">{t('print.title', { id: data.id })}</h2>
        </header>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <ShiftFigures shift={data} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 border-t border-line pt-4 text-sm">
          <div>
            <dt className="text-muted">{t('history.counted')}</dt>
            <dd className="text-base font-bold tabular-nums">{formatRupiah(data.counted_cash)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('history.difference')}</dt>
            <dd className="text-base font-bold">
              <DifferenceText difference={data.difference ?? 0} />
            </dd>
          </div>
          {data.note && (
            <div className="col-span-2">
              <dt className="text-muted">{t('print.note')}</dt>
              <dd className="whitespace-pre-wrap">{data.note}</dd>
            </div>
          )}
        </dl>
      </article>
    </div>
  );
}
