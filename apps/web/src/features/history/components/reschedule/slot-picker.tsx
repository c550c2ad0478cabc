import { getSlotDisplayState, isSelectableSlot, type SlotDisplayState } from '@ruangmain/domain/slot-state';
import { clsx } from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { useTimeSlots } from '@/lib/availability';
import { useHistoryTranslation } from '@/lib/i18n-history';
import { useLiveSlots } from '@/lib/live-slots';
import { getVenueDateTime } from '@/lib/venue-clock';

const STATE_CLASSES: Record<SlotDisplayState, string> = {
  selected: 'border-primary bg-primary text-primary-fg shadow-sm',
  available: 'border-line bg-surface text-fg hover:border-primary/60 hover:text-primary-text',
  onHold: 'border-accent/40 bg-accent/15 text-accent-text',
  taken: 'border-line bg-surface-2 text-muted line-through',
  past: 'border-transparent bg-surface-2 text-muted/60',
  unavailable: 'border-transparent bg-surface-2 text-muted/60',
};

type SlotPickerProps = {
  unitId: number | null;
  date: string;
  selected: string | null;
  onSelect: (time: string) => void;
};

/** The unit's 30-minute start times of a date, in the states the wizard shows (spec 2 §2 "Time slots"). */
export function SlotPicker({ unitId, date, selected, onSelect }: SlotPickerProps) {
  const { t } = useHistoryTranslation();
  const slots = useTimeSlots(unitId, date);
  useLiveSlots(unitId, date);
  const now = getVenueDateTime();

  if (slots.isPending) {
    return (
      <div aria-hidden className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={index} className="h-10 rounded-xl" />
        ))}
      </div>
    );
  }
  if (slots.isError) {
    return (
      <ErrorState
        message={t('errors.reschedule')}
        onRetry={() => void slots.refetch()}
        retryLabel={t('errors.retry')}
      />
    );
  }
  if (slots.data.slots.length === 0) return <EmptyState message={t('reschedule.noSlots')} />;

  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('reschedule.time')}</legend>
      <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
        {slots.data.slots.map((slot) => {
          const state = getSlotDisplayState({ slot, selectedTime: selected, now });
          const isSelectable = isSelectableSlot(state);
          return (
            <label
              key={slot.full_date}
              data-state={state}
              className={clsx(
                'grid h-10 place-items-center rounded-xl border text-sm font-semibold tabular-nums transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring',
                isSelectable ? 'cursor-pointer' : 'cursor-not-allowed',
                STATE_CLASSES[state],
              )}
            >
              <input
                type="radio"
                name="reschedule-time"
                value={slot.time}
                checked={state === 'selected'}
                disabled={!isSelectable}
                onChange={() => onSelect(slot.time)}
                className="sr-only"
              />
              {slot.time}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
