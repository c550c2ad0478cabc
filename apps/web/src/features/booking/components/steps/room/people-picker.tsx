import { Users } from 'lucide-react';
import { ChoiceChips } from '@/features/booking/components/steps/choice-chips';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';

type PeoplePickerProps = {
  /** The largest group the chosen room (or, before one is chosen, any room) takes. */
  max: number;
  value: number | null;
  isLocked: boolean;
};

/**
 * Number of people, 1 to the room's max_visitors (spec 2 §2). A reward fixes it: only its number
 * shows. Changing it clears the unit and game (spec 2 §4).
 */
export function PeoplePicker({ max, value, isLocked }: PeoplePickerProps) {
  const { t } = useBookingTranslation();
  const values = isLocked && value !== null ? [value] : Array.from({ length: max }, (_, index) => index + 1);
  return (
    <ChoiceChips
      label={t('room.peopleHeading')}
      values={values}
      selected={value}
      isLocked={isLocked}
      onSelect={(count) => bookingDraftStore.change({ type: 'people', count })}
      accessibleName={(count) => t('room.people', { count })}
      renderLabel={(count, isSelected) => (
        <>
          {isSelected && <Users aria-hidden className="size-4" />}
          {count}
        </>
      )}
    />
  );
}
