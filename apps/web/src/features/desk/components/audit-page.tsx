import { AUDIT_ACTIONS } from '@ruangmain/domain/contracts/audit';
import { useState } from 'react';
import { FilterDate } from '@/components/form/filter-date';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditTrail } from '@/features/desk/api/lists';
import { fieldClasses, PageFrame, Pager } from '@/features/desk/components/page-frame';
import { getServerMessage } from '@/lib/api-client';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueDateTime } from '@/lib/venue-clock';

type Filters = { action: string; from: string; to: string; page: number };

const facts = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([key, entry]) => `${key}: ${typeof entry === 'object' ? JSON.stringify(entry) : String(entry)}`)
        .join(' · ')
    : '–';

/** The audit trail (admins): who did what to which booking, block or claim, before and after. */
export function AuditPage() {
  const { t } = useDeskTranslation();
  const [filters, setFilters] = useState<Filters>({ action: '', from: '', to: '', page: 1 });
  const query = useAuditTrail({
    action: (filters.action || undefined) as never,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
  });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  return (
    <PageFrame title={t('audit.title')}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('audit.action')}
          <select
            className={fieldClasses}
            value={filters.action}
            onChange={(event) => set({ action: event.target.value })}
          >
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <FilterDate label={t('audit.from')} value={filters.from} onChange={(value) => set({ from: value })} />
        <FilterDate label={t('audit.to')} value={filters.to} onChange={(value) => set({ to: value })} />
      </div>
      <QueryView
        query={query}
        skeleton={<Skeleton className="h-64 w-full rounded-xl" />}
        errorMessage={(error) => getServerMessage(error, t('audit.loadError'))}
        retryLabel={t('common.retry')}
        empty={{ when: (list) => list.data.length === 0, message: t('audit.empty') }}
      >
        {(list) => (
          <>
            <ul className="flex flex-col gap-2">
              {list.data.map((entry) => (
                <li
                  key={entry.id}
                  className="rounded-xl border border-line bg-surface p-3 text-sm"
                  data-testid="audit-entry"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p>
                      <span className="font-mono text-xs font-bold">{entry.action}</span> ·{' '}
                      <span className="font-semibold">{entry.subject_label}</span>
                    </p>
                    <p className="text-xs text-muted tabular-nums">
                      {getVenueDateTime(new Date(entry.created_at))} · {entry.actor.name} ({entry.actor.role})
                    </p>
                  </div>
                  <p className="mt-1 text-xs break-words text-muted">
                    <span className="font-semibold">{t('audit.before')}:</span> {facts(entry.before)}
                  </p>
                  <p className="text-xs break-words text-muted">
                    <span className="font-semibold">{t('audit.after')}:</span> {facts(entry.after)}
                  </p>
                </li>
              ))}
            </ul>
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
    </PageFrame>
  );
}
