import { formatLongDate } from '@ruangmain/domain/dates';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import {
  type CalendarMonth,
  formatMonth,
  getFirstDay,
  getLastDay,
  getMonthOf,
  listMonthWeeks,
  shiftMonth,
  WEEKDAY_SHORT_NAMES,
} from '@/features/booking/utils/calendar-month';
import { useDateLanguage } from '@/hooks/use-date-language';
import { useAvailabilityDays } from '@/lib/availability';
import { useBookingTranslation } from '@/lib/i18n-booking';

type MonthCalendarProps = {
  unitId: number;
  selectedDate: string | null;
  /** Venue-local today, yyyy-MM-dd. */
  today: string;
  onSelect: (date: string) => void;
};

const navButtonClass =
  'grid size-9 cursor-pointer place-items-center rounded-lg text-fg hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-35';

/**
 * The month calendar (spec 2 §2): dates before today and dates the server marks fully booked for the
 * unit cannot be chosen. Months before this one cannot be shown.
 */
export function MonthCalendar({ unitId, selectedDate, today, onSelect }: MonthCalendarProps) {
  const { t } = useBookingTranslation();
  const [month, setMonth] = useState<CalendarMonth>(() => getMonthOf(selectedDate ?? today));
  const days = useAvailabilityDays(unitId, getFirstDay(month), getLastDay(month));
  const fullyBooked = new Set(days.data?.filter((day) => day.is_fully_booked).map((day) => day.date));
  const isCurrentMonth = getFirstDay(month) <= today;

  return (
    <div className="rounded-2xl border border-line bg-surface p-3 shadow-card sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButtonClass}
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={isCurrentMonth}
          aria-label={t('dateTime.previousMonth')}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <p aria-live="polite" className="flex items-center gap-2 text-base font-extrabold tracking-tight">
          {formatMonth(month)}
          {days.isFetching && <Spinner className="size-4 text-muted" />}
        </p>
        <button
          type="button"
          className={navButtonClass}
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={t('dateTime.nextMonth')}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center">
        <thead>
          <tr>
            {WEEKDAY_SHORT_NAMES.map((name) => (
              <th key={name} scope="col" className="pb-1 text-xs font-bold text-muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listMonthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => (
                <td key={date ?? `pad-${index}`} className="p-0">
                  {date && (
                    <DayButton
                      date={date}
                      isSelected={date === selectedDate}
                      isToday={date === today}
                      isPast={date < today}
                      isFullyBooked={fullyBooked.has(date)}
                      onSelect={onSelect}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {days.isError && (
        <p role="alert" className="mt-2 flex flex-wrap items-center justify-center gap-2 text-xs text-danger">
          {t('dateTime.daysFailed', { error: days.error.message })}
          <button
            type="button"
            onClick={() => void days.refetch()}
            className="inline-flex cursor-pointer items-center gap-1 font-bold underline"
          >
            <RefreshCw aria-hidden className="size-3" />
            {t('wizard.retry')}
          </button>
        </p>
      )}
    </div>
  );
}

type DayButtonProps = {
  date: string;
  isSelected: boolean;
  isToday: boolean;
  isPast: boolean;
  isFullyBooked: boolean;
  onSelect: (date: string) => void;
};

function DayButton({ date, isSelected, isToday, isPast, isFullyBooked, onSelect }: DayButtonProps) {
  const { t } = useBookingTranslation();
  const dateLanguage = useDateLanguage();
  const isDisabled = isPast || isFullyBooked;
  const notes = [isToday && t('dateTime.today'), isFullyBooked && !isPast && t('dateTime.fullyBooked')];
  return (
    <button
      type="button"
      disabled={isDisabled}
      aria-pressed={isSelected}
      aria-label={[formatLongDate(date, dateLanguage), ...notes.filter(Boolean)].join(', ')}
      data-date={date}
      onClick={() => onSelect(date)}
      className={clsx(
        'relative mx-auto grid aspect-square w-full max-w-11 place-items-center rounded-xl text-sm font-bold tabular-nums transition-colors',
        isSelected
          ? 'bg-primary text-primary-fg shadow-sm'
          : isDisabled
            ? 'cursor-not-allowed text-muted/50'
            : 'cursor-pointer text-fg hover:bg-primary-soft hover:text-primary-text',
        isFullyBooked && !isPast && !isSelected && 'line-through decoration-danger/70',
        isToday && !isSelected && 'ring-2 ring-primary/40 ring-inset',
      )}
    >
      {Number(date.slice(8))}
    </button>
  );
}
