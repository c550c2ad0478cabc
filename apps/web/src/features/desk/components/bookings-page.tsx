import { BOOKING_TYPES } from '@ruangmain/domain/booking-values';
import { ADMIN_BOOKING_STATUS_FILTERS } from '@ruangmain/domain/contracts/admin-bookings';
import { NO_SHOW_REASON } from '@ruangmain/domain/desk';
import { formatRupiah } from '@ruangmain/domain/money';
import { formatPhoneForDisplay } from '@ruangmain/domain/phone';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterDate } from '@/components/form/filter-date';
import { SearchInput } from '@/components/form/search-input';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoardUnits } from '@/features/desk/api/board';
import { useAdminBookings } from '@/features/desk/api/lists';
import { BookingDrawer } from '@/features/desk/components/booking-drawer';
import { fieldClasses, PageFrame, Pager } from '@/features/desk/components/page-frame';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueDateTime } from '@/lib/venue-clock';

type Filters = { search: string; status: string; type: string; from: string; to: string; page: number };

/** Every booking, searched by invoice, name or phone, filtered by status, type and dates, 20 to a page. */
export function BookingsPage() {
  const { t } = useDeskTranslation();
  const [filters, setFilters] = useState<Filters>({
    search: '',
    status: '',
    type: '',
    from: '',
    to: '',
    page: 1,
  });
  // The open booking is in the address (?booking=), so the bell's entries can open it (features/notices).
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = Number(searchParams.get('booking')) || null;
  const setOpenId = (id: number | null) => setSearchParams(id === null ? {} : { booking: String(id) });
  const units = useBoardUnits();
  const query = useAdminBookings({
    search: filters.search || undefined,
    status: (filters.status || undefined) as never,
    type: (filters.type || undefined) as never,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
  });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  return (
    <PageFrame title={t('bookings.title')}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label={t('bookings.search')}
          placeholder={t('bookings.search')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
          className="min-w-56 flex-1"
        />
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('bookings.status')}
          <select
            className={fieldClasses}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value })}
          >
            <option value="">{t('bookings.any')}</option>
            {ADMIN_BOOKING_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'no_show' ? t('states.no_show') : t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('bookings.type')}
          <select
            className={fieldClasses}
            value={filters.type}
            onChange={(event) => set({ type: event.target.value })}
          >
            <option value="">{t('bookings.any')}</option>
            {BOOKING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`bookings.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <FilterDate
          label={t('bookings.from')}
          value={filters.from}
          onChange={(value) => set({ from: value })}
        />
        <FilterDate label={t('bookings.to')} value={filters.to} onChange={(value) => set({ to: value })} />
      </div>
      <QueryView
        query={query}
        skeleton={<Skeleton className="h-64 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('bookings.loadError'))}
        retryLabel={t('common.retry')}
        empty={{ when: (list) => list.data.length === 0, message: t('bookings.empty') }}
      >
        {(list) => (
          <>
            {/* Positioned, so that a cell's text for assistive technology stays inside the scroll. */}
            <div className="relative overflow-x-auto rounded-xl border border-line bg-surface">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="border-b border-line text-xs text-muted">
                  <tr>
                    <th className="px-3 py-2">{t('bookings.invoice')}</th>
                    <th className="px-3 py-2">{t('bookings.name')}</th>
                    <th className="px-3 py-2">{t('bookings.when')}</th>
                    <th className="px-3 py-2">{t('bookings.status')}</th>
                    <th className="px-3 py-2 text-right">{t('bookings.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((booking) => (
                    <tr
                      key={booking.id}
                      className="border-b border-line/60 last:border-0 hover:bg-primary-soft/50"
                    >
                      <td className="px-3 py-2">
                        <button
                          type="button"
                          className="font-mono text-xs font-semibold whitespace-nowrap text-primary-text underline-offset-2 hover:underline"
                          onClick={() => setOpenId(booking.id)}
                        >
                          {booking.invoice_number}
                        </button>
                      </td>
                      <td className="px-3 py-2">
                        <span className="font-semibold">{booking.name}</span>
                        <span className="block text-xs text-muted">
                          {formatPhoneForDisplay(booking.phone)}
                        </span>
                      </td>
                      <td className="px-3 py-2 tabular-nums">
                        {booking.unit?.name && (
                          <span className="block text-xs text-muted">{booking.unit.name}</span>
                        )}
                        {booking.start_time ?? getVenueDateTime(new Date(booking.created_at))}
                      </td>
                      <td className="px-3 py-2" data-testid="booking-status">
                        {booking.status === 'cancelled' && booking.cancel_reason === NO_SHOW_REASON
                          ? t('states.no_show')
                          : t(`status.${booking.status}`)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {booking.total === null ? (
                          <>
                            <span aria-hidden>—</span>
                            <span className="sr-only">{t('bookings.noTotal')}</span>
                          </>
                        ) : (
                          formatRupiah(booking.total)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={list.current_page}
              lastPage={list.last_page}
              summary={t('bookings.page', {
                page: list.current_page,
                last: list.last_page,
                total: list.total,
              })}
              previousLabel={t('bookings.previous')}
              nextLabel={t('bookings.next')}
              onPage={(page) => setFilters((current) => ({ ...current, page }))}
            />
          </>
        )}
      </QueryView>
      {openId !== null && <BookingDrawer bookingId={openId} units={units} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}
