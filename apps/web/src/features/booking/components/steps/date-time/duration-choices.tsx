import { Clock } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { ChoiceChips } from '@/features/booking/components/steps/choice-chips';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useDurations } from '@/lib/availability';
import { useBookingTranslation } from '@/lib/i18n-booking';

type DurationChoicesProps = {
  unitId: number;
  date: string;
  startTime: string;
  value: number | null;
  /** A reward's hours: shown alone, fixed (spec 2 §4). */
  lockedHours: number | null;
};

/**
 * How long to play (spec 2 §2): the hours the server allows from this start (spec 2 §7 get-duration;
 * an error gives none), or 'No durations available for this time'.
 */
export function DurationChoices({ unitId, date, startTime, value, lockedHours }: DurationChoicesProps) {
  const { t } = useBookingTranslation();
  const durations = useDurations(unitId, date, lockedHours === null ? startTime : null);
  if (lockedHours === null && durations.isPending) {
    return (
      <div aria-hidden className="flex gap-2">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-11 w-24 rounded-xl" />
        ))}
      </div>
    );
  }
  const hours = lockedHours === null ? (durations.data ?? []) : [lockedHours];
  if (hours.length === 0) return <EmptyState message={t('dateTime.noDurations')} />;
  return (
    <ChoiceChips
      label={t('dateTime.durationHeading')}
      values={hours}
      selected={value}
      isLocked={lockedHours !== null}
      onSelect={(count) => bookingDraftStore.change({ type: 'duration', hours: count })}
      renderLabel={(count) => (
        <>
          <Clock aria-hidden className="hidden size-4 sm:block" />
          {t('dateTime.hours', { count })}
        </>
      )}
      className="grid grid-cols-3 sm:flex sm:flex-wrap"
    />
  );
}
