import type { BackupFile } from '@ruangmain/domain/contracts/backups';
import { formatCount } from '@ruangmain/domain/counts';
import { DatabaseBackup } from 'lucide-react';
import { QueryView } from '@/components/query-view';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackups, useTakeBackup } from '@/features/manage/content/backups-api';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';
import { toast } from '@/lib/toast';
import { getVenueDateTime } from '@/lib/venue-clock';

const KB = 1024;
const MB = 1024 * KB;

/** A backup's size as people read it: whole kilobytes under a megabyte, else megabytes to one decimal. */
export function toBackupSize(bytes: number): { key: 'kb' | 'mb'; size: string } {
  if (bytes < MB) return { key: 'kb', size: formatCount(Math.max(1, Math.round(bytes / KB))) };
  const tenths = Math.round((bytes / MB) * 10);
  return { key: 'mb', size: `${formatCount(Math.floor(tenths / 10))}.${tenths % 10}` };
}

/**
 * The Venue screen's backups (docs/decisions/0039): the last one's time and size, the nightly time and
 * how many are kept, and "Back up now". On PostgreSQL it says what backs the venue up instead.
 */
export function BackupCard() {
  const { t } = useManageContentTranslation();
  const { t: tm } = useManageTranslation();
  const backups = useBackups();
  const take = useTakeBackup();

  const onTake = () =>
    take.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message || t('venue.backup.taken')),
      onError: (error) => toast.error(getServerMessage(error, t('venue.backup.takeError'))),
    });

  return (
    <section
      aria-labelledby="venue-backups"
      aria-busy={backups.isPending}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="venue-backups" className="flex items-center gap-2 text-base font-bold text-fg">
        <DatabaseBackup aria-hidden className="size-4.5 text-primary-text" />
        {t('venue.backup.title')}
      </h2>
      <QueryView
        query={backups}
        skeleton={
          <div className="mt-4 flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        }
        errorMessage={t('venue.backup.loadError')}
        retryLabel={tm('table.retry')}
        errorClassName="mt-4"
      >
        {(status) =>
          !status.is_available ? (
            <Alert className="mt-4">{status.message ?? t('venue.backup.unavailable')}</Alert>
          ) : (
            <div className="mt-3 flex flex-col gap-4">
              <LastBackup backup={status.backups[0]} />
              <p className="text-xs text-muted">
                {t('venue.backup.schedule', { time: status.nightly_at, count: status.keep })}
              </p>
              <div>
                <Button variant="outline" size="sm" onClick={onTake} isLoading={take.isPending}>
                  {t('venue.backup.take')}
                </Button>
              </div>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

function LastBackup({ backup }: { backup: BackupFile | undefined }) {
  const { t } = useManageContentTranslation();
  if (!backup) return <p className="text-sm text-muted">{t('venue.backup.none')}</p>;
  const { key, size } = toBackupSize(backup.size);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="last-backup">
      <dt className="text-muted">{t('venue.backup.lastAt')}</dt>
      <dd className="font-semibold text-fg">
        <time dateTime={backup.created_at}>{getVenueDateTime(new Date(backup.created_at))}</time>
      </dd>
      <dt className="text-muted">{t('venue.backup.size')}</dt>
      <dd className="font-semibold text-fg">{t(`venue.backup.${key}`, { size })}</dd>
      <dt className="text-muted">{t('venue.backup.file')}</dt>
      <dd className="min-w-0 truncate font-mono text-xs leading-5 text-fg" title={backup.name}>
        {backup.name}
      </dd>
    </dl>
  );
}
