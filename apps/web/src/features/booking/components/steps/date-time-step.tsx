import { DurationChoices } from '@/features/booking/components/steps/date-time/duration-choices';
import { MonthCalendar } from '@/features/booking/components/steps/date-time/month-calendar';
import { TimeSlotGrid } from '@/features/booking/components/steps/date-time/time-slot-grid';
import { RewardLockNote } from '@/features/booking/components/steps/reward-lock-note';
import { StepSection } from '@/features/booking/components/steps/step-section';
import { useLiveStartTime } from '@/features/booking/hooks/use-live-start-time';
import { usePickStartTime } from '@/features/booking/hooks/use-pick-start-time';
import { useVenueNow } from '@/features/booking/hooks/use-venue-now';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';

/**
 * Step 3 (spec 2 §2): a date on the unit's calendar, a start time among its slots, and a duration the
 * server allows from there. Days and "past" follow the venue's clock (Asia/Jakarta).
 */
export function DateTimeStep() {
  const { t } = useBookingTranslation();
  const { draft } = useBookingDraft();
  const now = useVenueNow();
  const startTime = usePickStartTime(draft);
  useLiveStartTime();
  const { unitId, date, reward } = draft;
  if (unitId === null) return null;

  return (
    <div className="space-y-10">
      <div className="grid gap-8 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <StepSection title={t('dateTime.dateHeading')}>
          <MonthCalendar
            unitId={unitId}
            selectedDate={date}
            today={now.slice(0, 10)}
            onSelect={(next) => bookingDraftStore.change({ type: 'date', date: next })}
          />
        </StepSection>
        <StepSection title={t('dateTime.timeHeading')} hint={date ? undefined : t('dateTime.timeHint')}>
          {date && (
            <TimeSlotGrid
              unitId={unitId}
              date={date}
              selectedTime={draft.startTime}
              now={now}
              pendingTime={startTime.pendingTime}
              onPick={startTime.pick}
            />
          )}
        </StepSection>
      </div>
      <StepSection
        title={t('dateTime.durationHeading')}
        hint={date && draft.startTime ? undefined : t('dateTime.durationHint')}
        aside={reward ? <RewardLockNote /> : undefined}
      >
        {date && draft.startTime && (
          <DurationChoices
            unitId={unitId}
            date={date}
            startTime={draft.startTime}
            value={draft.duration}
            lockedHours={reward?.duration ?? null}
          />
        )}
      </StepSection>
    </div>
  );
}
