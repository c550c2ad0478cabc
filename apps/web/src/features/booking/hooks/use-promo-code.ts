import { useBookingPrice } from '@/features/booking/hooks/use-booking-price';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useBookingSummaryTranslation } from '@/lib/i18n-booking-summary';
import { promoToasts, usePromoCheck } from '@/lib/promo-check';

/** Applying and removing the booking's promo code, with the toasts of spec 2 §8 (lib/promo-check.ts). */
export function usePromoCode() {
  const { t } = useBookingSummaryTranslation();
  const { price } = useBookingPrice(useBookingDraft());
  const { apply, isChecking } = usePromoCheck({
    onApplied: (promo) => bookingDraftStore.applyPromo(promo),
    order: { room_subtotal: price.sessionSubtotal, fnb_subtotal: price.fnbSubtotal },
    messages: {
      required: t('promoRequired'),
      failed: t('promoFailed'),
      applied: (promo) => t('promoApplied', { code: promo.promo_code, percent: promo.percentage }),
    },
  });

  const remove = () => {
    bookingDraftStore.removePromo();
    promoToasts.success(t('promoRemoved'));
  };

  return { apply, remove, isChecking };
}
