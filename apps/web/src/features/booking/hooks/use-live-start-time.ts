import type { GetAvailabilityTimeResponse } from '@ruangmain/domain/contracts/availability';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { useLiveSlots } from '@/lib/live-slots';
import { toast } from '@/lib/toast';

/**
 * Keeps step 3's slots live (issue 31) and lets go of the chosen start when someone else takes it
 * meanwhile, saying so: the customer picks another before paying, not at the payment's refusal.
 */
export function useLiveStartTime(): void {
  const { t } = useBookingTranslation();
  const { draft } = useBookingDraft();
  useLiveSlots(draft.unitId, draft.date, (slots: GetAvailabilityTimeResponse) => {
    const chosen = slots.slots.find((slot) => slot.time === draft.startTime);
    if (!chosen || chosen.is_available) return;
    bookingDraftStore.change({ type: 'startTimeTaken' });
    toast.error(t('dateTime.startTaken', { time: chosen.time }));
  });
}
