import type { Weekday } from '@ruangmain/domain/dates';
import { type DayHoursBody, groupOpeningDays } from '@ruangmain/domain/weekly-hours';

/** Catalogue keys of the weekdays, Sunday first (`hours.days.*` in common, `days.*` in terms). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

type OpeningHoursListProps = {
  /** The venue's hours, Sunday first (the public venue answer). */
  days: readonly DayHoursBody[];
  /** A day's name from its catalogue key ('Mon', 'Senin'). */
  dayName: (key: (typeof WEEKDAY_KEYS)[Weekday]) => string;
  /** Consecutive days ('Mon–Thu', 'Senin – Kamis'). */
  spanLabel: (first: string, last: string) => string;
  /** A day's hours ('10:00–00:00'), or closed. */
  hoursLabel: (hours: { open: string; close: string } | null) => string;
  rowClassName: string;
  className?: string;
};

/**
 * The venue's opening hours as the footer and the terms list them (record 0029): Monday first, days
 * with the same hours grouped, so spec 2 §9's hours read as spec 1 §9 writes them.
 */
export function OpeningHoursList({
  days,
  dayName,
  spanLabel,
  hoursLabel,
  rowClassName,
  className,
}: OpeningHoursListProps) {
  return (
    <dl className={className} data-testid="opening-hours">
      {groupOpeningDays(days).map(({ first, last, hours }) => (
        <div key={first} className={rowClassName}>
          <dt className="font-medium text-fg">
            {first === last
              ? dayName(WEEKDAY_KEYS[first])
              : spanLabel(dayName(WEEKDAY_KEYS[first]), dayName(WEEKDAY_KEYS[last]))}
          </dt>
          <dd className="tabular-nums">{hoursLabel(hours)}</dd>
        </div>
      ))}
    </dl>
  );
}
