import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { FilterDate } from '@/components/form/filter-date';
import { Button } from '@/components/ui/button';
import {
  isValidPeriod,
  PERIOD_KINDS,
  type Period,
  type PeriodKind,
  periodAround,
  stepPeriod,
} from '@/features/reports/utils/period';
import { useReportsTranslation } from '@/lib/i18n-reports';

// Staff screens are English: 'Sun 1 Nov 2026' (a calendar date, read in UTC so no zone moves it).
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** Day, week, month or a custom range, with steps back and forth; the chosen period is the page's. */
export function PeriodPicker({
  kind,
  period,
  today,
  onChange,
}: {
  kind: PeriodKind;
  period: Period;
  today: string;
  onChange: (kind: PeriodKind, period: Period) => void;
}) {
  const { t } = useReportsTranslation();
  const [draft, setDraft] = useState(period);
  const onKind = (next: PeriodKind) => {
    if (next === 'custom') {
      setDraft(period);
      onChange('custom', period);
    } else onChange(next, periodAround(next, period.to > today ? today : period.to));
  };
  const isDraftValid = isValidPeriod(draft);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-3">
      {/* min-w-0: a fieldset is as wide as its content by default; on a phone the kinds wrap instead. */}
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1 text-xs font-semibold text-muted">{t('period.label')}</legend>
        <div className="flex flex-wrap rounded-lg border border-line p-0.5">
          {PERIOD_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              onClick={() => onKind(option)}
              className={clsx(
                'rounded-md px-3 py-1.5 text-sm font-semibold',
                kind === option ? 'bg-primary text-primary-fg' : 'text-muted hover:text-fg',
              )}
            >
              {t(`period.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {kind === 'custom' ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (isDraftValid) onChange('custom', draft);
          }}
        >
          <FilterDate
            label={t('period.from')}
            value={draft.from}
            onChange={(value) => setDraft({ ...draft, from: value })}
          />
          <FilterDate
            label={t('period.to')}
            value={draft.to}
            onChange={(value) => setDraft({ ...draft, to: value })}
          />
          <Button type="submit" size="sm" disabled={!isDraftValid}>
            {t('period.apply')}
          </Button>
          {!isDraftValid && <p className="w-full text-xs text-danger">{t('period.invalid')}</p>}
        </form>
      ) : (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('period.earlier')}
            onClick={() => onChange(kind, stepPeriod(kind, period, -1))}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <p className="min-w-0 px-1 text-sm font-semibold" aria-live="polite">
            {period.from === period.to
              ? formatDay(period.from)
              : t('period.range', { from: formatDay(period.from), to: formatDay(period.to) })}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('period.later')}
            onClick={() => onChange(kind, stepPeriod(kind, period, 1))}
          >
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
      )}
    </div>
  );
}
