import { getSlotDisplayState, isSelectableSlot } from '@ruangmain/domain/slot-state';
import { clsx } from 'clsx';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/state-message';
import { LEGEND_ORDER, SLOT_STATE_CLASSES } from '@/features/booking/components/steps/date-time/slot-styles';
import { useTimeSlots } from '@/lib/availability';
import { useBookingTranslation } from '@/lib/i18n-booking';

const gridClass = 'grid grid-cols-4 gap-2 sm:grid-cols-6 xl:grid-cols-5';
const slotClass = 'h-11 rounded-xl border text-sm font-bold tabular-nums transition-colors';

type TimeSlotGridProps = {
  unitId: number;
  date: string;
  selectedTime: string | null;
  /** Venue-local now, 'yyyy-MM-dd HH:mm'. */
  now: string;
  /** The slot being checked for its durations. */
  pendingTime: string | null;
  onPick: (time: string) => void;
};

/** The start times of a date, each in one of the six states of spec 2 §2, with their legend. */
export function TimeSlotGrid({ unitId, date, selectedTime, now, pendingTime, onPick }: TimeSlotGridProps) {
  const { t } = useBookingTranslation();
  const slots = useTimeSlots(unitId, date);
  return (
    <div className="space-y-4">
      <QueryView
        query={slots}
        skeleton={
          <div aria-hidden className={gridClass}>
            {Array.from({ length: 20 }, (_, index) => `slot-${index}`).map((key) => (
              <Skeleton key={key} className="h-11 rounded-xl" />
            ))}
          </div>
        }
        errorMessage={(error) => t('dateTime.slotsFailed', { error: error.message })}
        retryLabel={t('wizard.retry')}
      >
        {(answer) =>
          answer.slots.length === 0 ? (
            <EmptyState message={t('dateTime.noSlots')} />
          ) : (
            <ul aria-label={t('dateTime.timeHeading')} className={gridClass}>
              {answer.slots.map((slot) => {
                const state = getSlotDisplayState({ slot, selectedTime, now });
                const stateName = t(`dateTime.states.${state}`);
                return (
                  <li key={slot.full_date}>
                    <button
                      type="button"
                      data-state={state}
                      aria-pressed={state === 'selected'}
                      aria-label={t('dateTime.slotLabel', { time: slot.time, state: stateName })}
                      title={stateName}
                      disabled={!isSelectableSlot(state) || pendingTime !== null}
                      onClick={() => onPick(slot.time)}
                      className={clsx(
                        slotClass,
                        'grid w-full place-items-center disabled:cursor-not-allowed',
                        SLOT_STATE_CLASSES[state],
                        state === 'available' && 'cursor-pointer',
                      )}
                    >
                      {pendingTime === slot.time ? <Spinner className="size-4" /> : slot.time}
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
      <SlotLegend />
    </div>
  );
}

function SlotLegend() {
  const { t } = useBookingTranslation();
  return (
    <ul
      aria-label={t('dateTime.legend')}
      className="flex flex-wrap gap-x-4 gap-y-2 text-xs font-semibold text-muted"
    >
      {LEGEND_ORDER.map((state) => (
        <li key={state} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={clsx('size-3.5 rounded border', SLOT_STATE_CLASSES[state])} />
          {t(`dateTime.states.${state}`)}
        </li>
      ))}
    </ul>
  );
}
