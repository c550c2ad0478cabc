import { MAX_NOTES_LENGTH } from '@ruangmain/domain/bookings';
import { useId } from 'react';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';

/** Notes for the venue, kept in the draft as they are typed. */
export function NotesField({ value }: { value: string }) {
  const { t } = useBookingTranslation();
  const fieldId = useId();
  const counterId = useId();
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {t('food.notesLabel')}
      </label>
      <textarea
        id={fieldId}
        value={value}
        maxLength={MAX_NOTES_LENGTH}
        rows={3}
        aria-describedby={counterId}
        placeholder={t('food.notesPlaceholder')}
        onChange={(event) =>
          bookingDraftStore.change({ type: 'notes', notes: event.target.value.slice(0, MAX_NOTES_LENGTH) })
        }
        className="mt-1.5 block w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-3 text-sm placeholder:text-muted focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
      />
      <p id={counterId} className="mt-1 text-right text-xs font-semibold text-muted tabular-nums">
        {t('food.notesCounter', { count: value.length, max: MAX_NOTES_LENGTH })}
      </p>
    </div>
  );
}
