import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-message';
import { OPENING_HOURS } from '@/config/venue';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { VenueForm } from '@/features/manage/content/venue-form';
import { useVenueSettings } from '@/features/manage/content/venue-settings-api';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

/** The booking hours, read-only: slots and their rules follow them (spec 2 §9), so they stay fixed. */
function OpeningHoursCard() {
  const { t } = useManageContentTranslation();
  const { t: tc } = useTranslation();
  return (
    <section aria-labelledby="venue-hours" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="venue-hours" className="flex items-center gap-2 text-base font-bold text-fg">
        <Clock aria-hidden className="size-4 text-primary-text" />
        {t('venue.hours')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {OPENING_HOURS.map(({ days, open, close }) => (
          <div key={days} className="flex justify-between gap-4 border-b border-dashed border-line pb-2">
            <dt className="font-medium text-fg">{tc(`hours.days.${days}`)}</dt>
            <dd className="text-muted tabular-nums">{tc('hours.range', { open, close })}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('venue.hoursText')}</p>
    </section>
  );
}

/**
 * The Venue screen (issue 17): the venue's details and terms text, the booking hours read-only, and
 * `pricelist`: the home page's pricelist as a preview (composed by the route).
 */
export function VenuePage({ pricelist }: { pricelist: ReactNode }) {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const settings = useVenueSettings();
  return (
    <ManageFrame title={t('venue.title')} text={t('venue.text')}>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        {settings.isPending ? (
          <div className="flex flex-col gap-4" aria-busy>
            <Skeleton className="h-80 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : settings.isError ? (
          <ErrorState
            message={t('venue.loadError')}
            onRetry={() => void settings.refetch()}
            retryLabel={tm('table.retry')}
            isRetrying={settings.isRefetching}
          />
        ) : (
          <VenueForm settings={settings.data} />
        )}
        <OpeningHoursCard />
      </div>
      <section aria-labelledby="venue-pricelist" className="mt-2">
        <h2 id="venue-pricelist" className="text-lg font-extrabold text-fg">
          {t('venue.pricelist')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('venue.pricelistText')}</p>
        <div className="mt-4">{pricelist}</div>
      </section>
    </ManageFrame>
  );
}
