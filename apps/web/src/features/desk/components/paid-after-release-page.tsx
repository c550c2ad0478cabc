import { formatRupiah } from '@ruangmain/domain/money';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { useState } from 'react';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoardUnits } from '@/features/desk/api/board';
import { usePaidAfterRelease } from '@/features/desk/api/lists';
import { BookingDrawer } from '@/features/desk/components/booking-drawer';
import { ClashList } from '@/features/desk/components/clash-list';
import { PageFrame } from '@/features/desk/components/page-frame';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueDateTime } from '@/lib/venue-clock';

/** Payments that settled after their hold was released: what happened, and a rebook or a refund each. */
export function PaidAfterReleasePage() {
  const { t } = useDeskTranslation();
  const query = usePaidAfterRelease();
  const units = useBoardUnits();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <PageFrame title={t('releases.title')} text={t('releases.text')}>
      <QueryView
        query={query}
        skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('releases.loadError'))}
        retryLabel={t('common.retry')}
        empty={{ when: (entries) => entries.length === 0, message: t('releases.empty') }}
      >
        {(entries) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {entries.map((entry) => (
              <li
                key={entry.booking.id}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-mono text-sm font-bold">{entry.booking.invoice_number}</span>
                  <span className="font-bold tabular-nums">
                    {formatRupiah(entry.paid_amount - entry.refunded_amount)}
                  </span>
                </div>
                <p className="text-sm">
                  {entry.booking.name} · {formatPhoneForDisplay(entry.booking.phone)} ·{' '}
                  {entry.booking.unit?.name} · {entry.booking.start_time}
                </p>
                {entry.paid_at && (
                  <p className="text-xs text-muted">
                    {t('releases.paid', {
                      amount: formatRupiah(entry.paid_amount),
                      time: getVenueDateTime(new Date(entry.paid_at)),
                    })}
                  </p>
                )}
                {entry.cancel_reason && (
                  <p className="text-xs text-muted">
                    {t('releases.released', { reason: entry.cancel_reason })}
                  </p>
                )}
                {entry.taken_by.length > 0 ? (
                  <>
                    <p className="text-xs font-semibold">{t('releases.takenBy')}</p>
                    <ClashList clashes={entry.taken_by} />
                  </>
                ) : (
                  <p className="text-xs text-success">{t('releases.free')}</p>
                )}
                <Button size="sm" className="self-start" onClick={() => setOpenId(entry.booking.id)}>
                  {t('drawer.rebook')} / {t('drawer.refundAction')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {openId !== null && <BookingDrawer bookingId={openId} units={units} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}
