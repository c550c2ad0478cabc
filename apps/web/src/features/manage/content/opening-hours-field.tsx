import { formatTime, MINUTES_PER_DAY, type Weekday } from '@ruangmain/domain/dates';
import { LATEST_CLOSING, SLOT_MINUTES } from '@ruangmain/domain/slot-times';
import type { DayHoursBody } from '@ruangmain/domain/weekly-hours';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { Field, inputClasses } from '@/components/form/field';
import { WEEKDAY_KEYS } from '@/components/opening-hours-list';
import { Checkbox } from '@/components/ui/checkbox';
import { useManageContentTranslation } from '@/lib/i18n-manage-content';

type HoursForm = { opening_hours: DayHoursBody[] };

// The week from Monday, as the footer lists it.
const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
// A day that opens again gets the most common hours of spec 2 §9.
const REOPENED: NonNullable<DayHoursBody> = { opens_at: 10 * 60, closes_at: MINUTES_PER_DAY };

const steps = (from: number, to: number) =>
  Array.from({ length: (to - from) / SLOT_MINUTES + 1 }, (_, index) => from + index * SLOT_MINUTES);
const OPENINGS = steps(0, MINUTES_PER_DAY - SLOT_MINUTES);
const CLOSINGS = steps(SLOT_MINUTES, LATEST_CLOSING);

type DayRowProps = {
  weekday: Weekday;
  day: DayHoursBody;
  onChange: (day: DayHoursBody) => void;
  errors: { opens_at?: string | undefined; closes_at?: string | undefined };
};

function DayRow({ weekday, day, onChange, errors }: DayRowProps) {
  const { t } = useManageContentTranslation();
  const name = t(`venue.days.${WEEKDAY_KEYS[weekday]}`);
  const closingLabel = (minutes: number) =>
    minutes === MINUTES_PER_DAY
      ? t('venue.midnight')
      : minutes > MINUTES_PER_DAY
        ? t('venue.nextDay', { time: formatTime(minutes) })
        : formatTime(minutes);
  const select = (
    label: string,
    value: number,
    options: number[],
    format: (minutes: number) => string,
    error: string | undefined,
    set: (minutes: number) => void,
  ) => (
    <Field label={<span className="sr-only">{label}</span>} error={error}>
      {({ controlId, describedBy, isInvalid }) => (
        <select
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          className={inputClasses({ isInvalid, className: 'tabular-nums' })}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
        >
          {options.map((minutes) => (
            <option key={minutes} value={minutes}>
              {format(minutes)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div
      data-testid={`hours-${WEEKDAY_KEYS[weekday]}`}
      className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-x-3 gap-y-2 border-b border-dashed border-line pb-3 last:border-0 last:pb-0 @lg:grid-cols-[6rem_6rem_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <p className="pt-2 text-sm font-semibold text-fg">{name}</p>
      <Checkbox
        className="pt-2"
        label={t('venue.closed')}
        checked={day === null}
        onChange={(event) => onChange(event.target.checked ? null : REOPENED)}
      />
      {day ? (
        <div className="col-span-2 grid grid-cols-2 gap-2">
          {select(
            t('venue.opensAt', { day: name }),
            day.opens_at,
            OPENINGS,
            formatTime,
            errors.opens_at,
            (opens_at) => onChange({ ...day, opens_at }),
          )}
          {select(
            t('venue.closesAt', { day: name }),
            day.closes_at,
            CLOSINGS,
            closingLabel,
            errors.closes_at,
            (closes_at) => onChange({ ...day, closes_at }),
          )}
        </div>
      ) : (
        <p className="col-span-2 text-sm text-muted @lg:pt-2">{t('venue.closedText')}</p>
      )}
    </div>
  );
}

/**
 * The Venue screen's opening hours (record 0029): each weekday opens and closes on the half hour
 * (closing up to 06:00 the next morning) or is closed; the shared contract checks the week on save.
 */
export function OpeningHoursField<Values extends HoursForm>({
  control,
  errors,
}: {
  control: Control<Values>;
  errors: FieldErrors<Values>;
}) {
  const dayErrors = (errors as FieldErrors<HoursForm>).opening_hours;
  return (
    <Controller
      control={control as unknown as Control<HoursForm>}
      name="opening_hours"
      render={({ field }) => (
        // The rows lay out by the card's width, not the screen's: beside the details it is narrow.
        <div className="@container flex flex-col gap-3">
          {MONDAY_FIRST.map((weekday) => (
            <DayRow
              key={weekday}
              weekday={weekday}
              day={field.value[weekday] ?? null}
              onChange={(day) =>
                field.onChange(field.value.map((old, index) => (index === weekday ? day : old)))
              }
              errors={{
                opens_at: dayErrors?.[weekday]?.opens_at?.message,
                closes_at: dayErrors?.[weekday]?.closes_at?.message,
              }}
            />
          ))}
        </div>
      )}
    />
  );
}
