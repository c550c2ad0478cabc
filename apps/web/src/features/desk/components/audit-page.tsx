import { AUDIT_ACTIONS, type AuditEntry } from '@ruangmain/domain/contracts/audit';
import { useMemo, useState } from 'react';
import { FilterDate } from '@/components/form/filter-date';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditTrail } from '@/features/desk/api/lists';
import { fieldClasses, PageFrame, Pager } from '@/features/desk/components/page-frame';
import {
  describeAuditAction,
  describeAuditEntry,
  listAuditChanges,
  type Translate,
} from '@/features/desk/utils/describe-audit-entry';
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

/** The names of the units the page's entries name by id, looked up once per page. */
const unitNamesCache = new WeakMap<readonly { id: number; name: string }[], Map<number, string>>();
function unitNamesOf(units: readonly { id: number; name: string }[]): ReadonlyMap<number, string> {
  let names = unitNamesCache.get(units);
  if (!names) {
    names = new Map(units.map((unit) => [unit.id, unit.name]));
    unitNamesCache.set(units, names);
  }
  return names;
}

/**
 * One entry in words (issue 29): what was done, by whom and when (venue-local), a sentence for the
 * desk's booking actions or the fields that changed for the rest; the stored facts behind "Details".
 */
function AuditEntryItem({ entry, unitNames }: { entry: AuditEntry; unitNames: ReadonlyMap<number, string> }) {
  const { t } = useDeskTranslation();
  const translate = t as unknown as Translate;
  const sentence = describeAuditEntry(entry, unitNames, translate);
  const changes = sentence === null ? listAuditChanges(entry, unitNames, translate) : [];
  return (
    <li className="rounded-xl border border-line bg-surface p-3 text-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-bold">{describeAuditAction(entry.action, translate)}</span> ·{' '}
          <span className="font-semibold">{entry.subject_label}</span>
        </p>
        <p className="text-xs text-muted tabular-nums">
          {getVenueDateTime(new Date(entry.created_at))} ·{' '}
          {t('audit.by', {
            name: entry.actor.name,
            role: t(`nav.role.${entry.actor.role}`, { defaultValue: entry.actor.role }),
          })}
        </p>
      </div>
      {sentence !== null ? (
        <p className="mt-1 break-words" data-testid="audit-words">
          {sentence}
        </p>
      ) : (
        <ul className="mt-1 flex flex-col gap-0.5 break-words" data-testid="audit-words">
          {changes.length === 0 ? (
            <li className="text-muted">{t('audit.noChange')}</li>
          ) : (
            changes.map((change) => <li key={change.field}>{t('audit.changed', change)}</li>)
          )}
        </ul>
      )}
      <details className="mt-1 text-xs text-muted">
        <summary className="cursor-pointer font-semibold">{t('audit.details')}</summary>
        <p className="mt-1 font-mono break-words">
          <span className="font-semibold">{t('audit.before')}:</span> {facts(entry.before)}
        </p>
        <p className="font-mono break-words">
          <span className="font-semibold">{t('audit.after')}:</span> {facts(entry.after)}
        </p>
      </details>
    </li>
  );
}

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
  const actionOptions = useMemo(
    () =>
      AUDIT_ACTIONS.map((action) => ({
        action,
        label: describeAuditAction(action, t as unknown as Translate),
      })).sort((a, b) => a.label.localeCompare(b.label)),
    [t],
  );
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
            {actionOptions.map(({ action, label }) => (
              <option key={action} value={action}>
                {label}
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
                <AuditEntryItem key={entry.id} entry={entry} unitNames={unitNamesOf(list.units)} />
              ))}
            </ul>
            <Pager
              page={list.current_page}
              lastPage={list.last_page}
              summary={t('audit.page', {
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
