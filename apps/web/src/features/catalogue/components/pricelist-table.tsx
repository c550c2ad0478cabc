import type { PricelistEntry } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { ConsoleIcon } from '@/components/console-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { usePricelists } from '@/features/catalogue/api/get-pricelists';
import { NetflixIcon, RoomTierIcon } from '@/features/catalogue/components/catalogue-icons';
import { detectRoomTier, getConsoleName } from '@/features/catalogue/utils/display';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

// Columns, not a grid: a room with many units fills one column while small rooms stack in the next.
const gridClass = '-mb-6 gap-6 md:columns-2';
const cardClass =
  'mb-6 break-inside-avoid overflow-hidden rounded-3xl border border-line bg-surface shadow-card';

function PricelistCard({ entry }: { entry: PricelistEntry }) {
  const { t } = useCatalogueTranslation();
  const tier = detectRoomTier(entry.room_name);
  const headingId = `pricelist-${entry.room_id ?? entry.room_name}`;
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <header
        className={clsx(
          'flex items-center justify-between gap-3 px-5 py-4 sm:px-6',
          tier ? 'rm-stage text-white' : 'bg-primary-soft text-fg',
        )}
      >
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          {tier && <RoomTierIcon tier={tier} className="size-5 text-accent" />}
          {entry.room_name}
        </h3>
        <p
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
            tier ? 'bg-white/15 text-white' : 'bg-surface text-primary-text',
          )}
        >
          <Users aria-hidden className="size-3.5" />
          {t('pricelist.maxVisitors', { count: entry.max_visitors })}
        </p>
      </header>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-bold sm:px-6">
              {t('pricelist.unit')}
            </th>
            <th scope="col" className="px-5 py-2.5 text-right font-bold whitespace-nowrap sm:px-6">
              {t('pricelist.price')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entry.units.map((unit) => (
            <tr key={unit.unit_id ?? unit.unit_name} className="transition-colors hover:bg-surface-2/60">
              <td className="px-5 py-3 sm:px-6">
                <span className="block font-semibold text-fg">{unit.unit_name}</span>
                <span className="mt-1.5 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs text-muted">
                  {unit.consoles.map((item) => {
                    const name = getConsoleName(item);
                    return (
                      <span key={name} className="inline-flex items-center gap-1 font-medium">
                        <ConsoleIcon name={name} className="size-3.5 text-primary-text" />
                        {name}
                      </span>
                    );
                  })}
                  {unit.has_netflix && (
                    <span className="inline-flex items-center gap-1 font-semibold text-fg">
                      <NetflixIcon className="size-3.5" />
                      {t('pricelist.netflix')}
                    </span>
                  )}
                </span>
              </td>
              {/* spec 1 §9: the price is shown as price_per_hour as given, with no currency formatting. */}
              <td className="px-5 py-3 text-right align-top text-base font-extrabold whitespace-nowrap text-primary-text tabular-nums sm:px-6">
                {unit.price_per_hour}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

export function PricelistSkeleton() {
  return (
    <div aria-hidden className={gridClass}>
      {[8, 2, 1].map((rows) => (
        <div key={rows} className={cardClass}>
          <Skeleton className="h-14 w-full rounded-none" />
          <div className="divide-y divide-line">
            {Array.from({ length: rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
              <div key={row} className="flex items-center justify-between px-5 py-4 sm:px-6">
                <div className="space-y-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-20" />
                </div>
                <Skeleton className="h-5 w-16" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Pricelist section (spec 1 §2, §9): per room, units sorted by the first number in their name. */
export default function PricelistTable() {
  const { t } = useCatalogueTranslation();
  const { data: entries, error, isPending, isError, refetch, isRefetching } = usePricelists();
  if (isPending) return <PricelistSkeleton />;
  if (isError) {
    return (
      <ErrorState
        message={t('pricelist.failed', { error: error.message })}
        onRetry={() => void refetch()}
        retryLabel={t('retry')}
        isRetrying={isRefetching}
      />
    );
  }
  if (entries.length === 0) return <EmptyState message={t('pricelist.empty')} />;
  return (
    <div className={gridClass}>
      {entries.map((entry) => (
        <PricelistCard key={entry.room_id ?? entry.room_name} entry={entry} />
      ))}
    </div>
  );
}
