import type { ReactNode } from 'react';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { ManageFrame } from '@/features/manage/components/manage-frame';
import { BackupCard } from '@/features/manage/content/backup-card';
import { VenueForm } from '@/features/manage/content/venue-form';
import { useVenueSettings } from '@/features/manage/content/venue-settings-api';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

/**
 * The Venue screen (issue 17): the venue's details and terms text, the booking hours (record 0029) and
 * the reminder's lead time, the backups (docs/decisions/0039), and
 * `pricelist`: the home page's pricelist as a preview (composed by the route).
 */
export function VenuePage({ pricelist }: { pricelist: ReactNode }) {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const settings = useVenueSettings();
  return (
    <ManageFrame title={t('venue.title')} text={t('venue.text')}>
      <div>
        <QueryView
          query={settings}
          skeleton={
            <div className="flex flex-col gap-4" aria-busy>
              <Skeleton className="h-80 rounded-2xl" />
              <Skeleton className="h-48 rounded-2xl" />
            </div>
          }
          errorMessage={t('venue.loadError')}
          retryLabel={tm('table.retry')}
        >
          {(loaded) => <VenueForm settings={loaded} />}
        </QueryView>
      </div>
      <BackupCard />
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
