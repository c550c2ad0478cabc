import type { ManagedUserDetail } from '@ruangmain/domain/contracts/people';
import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminScreens } from '@/config/admin-screens';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';
import { getVenueDateTime } from '@/lib/venue-clock';

const when = (iso: string) => getVenueDateTime(new Date(iso));

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-bold">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">{children}</ul>
      )}
    </section>
  );
}

function Line({ main, aside, sub }: { main: ReactNode; aside: ReactNode; sub: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-2.5 text-sm">
      <div className="min-w-0">
        <p className="font-semibold break-words">{main}</p>
        <p className="text-xs text-muted">{sub}</p>
      </div>
      <div className="shrink-0 text-right">{aside}</div>
    </li>
  );
}

/** A customer's recent bookings, points ledger and rewards, newest first. */
export function CustomerHistory({ customer }: { customer: ManagedUserDetail }) {
  const { t } = useManagePeopleTranslation();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="md:col-span-2">
        <Section title={t('detail.bookings')} empty={t('detail.noBookings')}>
          {customer.bookings.map((booking) => (
            <Line
              key={booking.id}
              main={
                <Link
                  to={adminScreens.bookings.getHref(booking.id)}
                  className="text-primary-text underline-offset-2 hover:underline"
                >
                  {booking.invoice_number}
                </Link>
              }
              sub={`${t(`bookingType.${booking.booking_type}`)} · ${when(booking.start_at ?? booking.created_at)}`}
              aside={
                <>
                  <p className="font-semibold tabular-nums">{formatRupiah(booking.total_price)}</p>
                  <p className="text-xs text-muted">{t(`bookingStatus.${booking.status}`)}</p>
                </>
              }
            />
          ))}
        </Section>
      </div>
      <Section title={t('detail.ledger')} empty={t('detail.noLedger')}>
        {customer.point_transactions.map((entry) => (
          <Line
            key={entry.id}
            main={
              entry.adjusted_by_name === null
                ? entry.description
                : t('detail.adjustedBy', { name: entry.adjusted_by_name, reason: entry.description })
            }
            sub={when(entry.created_at)}
            aside={
              <span
                className={clsx(
                  'font-bold tabular-nums',
                  entry.type === 'earned' ? 'text-success' : 'text-danger',
                )}
              >
                {entry.type === 'earned' ? '+' : '−'}
                {entry.points}
              </span>
            }
          />
        ))}
      </Section>
      <Section title={t('detail.rewards')} empty={t('detail.noRewards')}>
        {customer.rewards.map((reward) => (
          <Line
            key={reward.id}
            main={reward.name}
            sub={`${reward.voucher_code} · ${t('detail.expires', { date: when(reward.expires_at).slice(0, 10) })}`}
            aside={<span className="text-xs font-semibold">{t(`rewardStatus.${reward.status}`)}</span>}
          />
        ))}
      </Section>
    </div>
  );
}
