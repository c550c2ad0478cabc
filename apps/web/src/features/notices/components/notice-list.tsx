import type { ListStaffNoticesResponse, StaffNotice } from '@ruangmain/domain/contracts/notices';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleAlert, DatabaseBackup, Gift, RotateCcw, ShoppingBag, Ticket } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { adminScreens } from '@/config/admin-screens';
import { useMarkNoticesRead, useResendCustomerNotice } from '@/features/notices/api/staff-notices';
import { useNoticesTranslation } from '@/lib/i18n-notices';
import { getVenueDateTime } from '@/lib/venue-clock';

type Kind = StaffNotice['kind'];

const ICONS: Record<Kind, ComponentType<{ className?: string }>> = {
  booking_paid: Ticket,
  food_order_placed: ShoppingBag,
  paid_after_release: RotateCcw,
  claim_waiting: Gift,
  notice_failed: CircleAlert,
  backup_failed: DatabaseBackup,
};

/** Where an entry leads, and the words on its link; a failed notice is sent again instead. */
function destinationOf(
  notice: StaffNotice,
): { to: string; key: 'booking' | 'kitchen' | 'claims' | 'releases' | 'venue' } | null {
  switch (notice.kind) {
    case 'booking_paid':
      return { to: adminScreens.bookings.getHref(notice.subject_id), key: 'booking' };
    case 'paid_after_release':
      return { to: adminScreens.releases.path, key: 'releases' };
    case 'food_order_placed':
      return { to: adminScreens.kitchen.path, key: 'kitchen' };
    case 'claim_waiting':
      return { to: adminScreens.claims.path, key: 'claims' };
    case 'backup_failed':
      return { to: adminScreens.venue.path, key: 'venue' };
    default:
      return null;
  }
}

/** The bell's entries: loading, error with retry, empty, and the list, unread ones marked. */
export function NoticeList({
  query,
  onNavigate,
}: {
  query: UseQueryResult<ListStaffNoticesResponse>;
  onNavigate: () => void;
}) {
  const { t } = useNoticesTranslation();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm">
        <p>{t('bell.error')}</p>
        <button
          type="button"
          onClick={() => query.refetch()}
          className="font-semibold text-primary-text underline"
        >
          {t('bell.retry')}
        </button>
      </div>
    );
  }
  const { data, total } = query.data;
  if (data.length === 0) return <p className="p-4 text-sm text-muted">{t('bell.empty')}</p>;
  return (
    <>
      <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto" aria-label={t('bell.title')}>
        {data.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onNavigate={onNavigate} />
        ))}
      </ul>
      {total > data.length && (
        <p className="border-t border-line px-4 py-2 text-xs text-muted">
          {t('bell.more', { count: data.length })}
        </p>
      )}
    </>
  );
}

function NoticeItem({ notice, onNavigate }: { notice: StaffNotice; onNavigate: () => void }) {
  const { t } = useNoticesTranslation();
  const markRead = useMarkNoticesRead();
  const resend = useResendCustomerNotice();
  const Icon = ICONS[notice.kind];
  const destination = destinationOf(notice);
  const read = () => {
    if (!notice.is_read) markRead.mutate({ ids: [notice.id] });
  };
  const actionClasses =
    'cursor-pointer rounded-lg px-2 py-1 text-xs font-semibold text-primary-text hover:bg-primary-soft disabled:opacity-50';
  return (
    <li
      data-testid="notice-item"
      data-read={notice.is_read}
      className={clsx('flex gap-3 px-4 py-3', !notice.is_read && 'bg-primary-soft/40')}
    >
      <Icon
        aria-hidden
        className={clsx(
          'mt-0.5 size-5 shrink-0',
          notice.kind === 'notice_failed' || notice.kind === 'backup_failed'
            ? 'text-danger'
            : 'text-primary-text',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm">
          <span className={clsx(!notice.is_read && 'font-bold')}>{t(`kind.${notice.kind}`)}</span>
          <span className="text-muted"> · {notice.label}</span>
        </p>
        <p className="text-xs text-muted">
          <time dateTime={notice.created_at}>{getVenueDateTime(new Date(notice.created_at))}</time>
        </p>
        <div className="-ml-2 flex flex-wrap items-center gap-1">
          {destination && (
            <Link
              to={destination.to}
              onClick={() => {
                read();
                onNavigate();
              }}
              className={actionClasses}
            >
              {t(`open.${destination.key}`)}
            </Link>
          )}
          {notice.kind === 'notice_failed' && (
            <button
              type="button"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() => resend.mutate(notice.subject_id, { onSuccess: read })}
              className={actionClasses}
            >
              {resend.isSuccess ? t('resent') : t('resend')}
            </button>
          )}
          {!notice.is_read && (
            <button type="button" onClick={read} disabled={markRead.isPending} className={actionClasses}>
              {t('bell.markRead')}
            </button>
          )}
          {resend.isError && <span className="text-xs text-danger">{t('resendFailed')}</span>}
        </div>
      </div>
      {!notice.is_read && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
    </li>
  );
}
