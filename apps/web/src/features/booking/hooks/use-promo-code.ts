import { useBookingPrice } from '@/features/booking/hooks/use-booking-price';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { promoToasts, usePromoCheck } from '@/lib/promo-check';

/** Applying and removing the booking's promo code, with the toasts of spec 2 §8 (lib/promo-check.ts). */
export function usePromoCode() {
  const { t } = useBookingTranslation();
  const { price } = useBookingPrice(useBookingDraft());
  const { apply, isChecking } = usePromoCheck({
    onApplied: (promo) => bookingDraftStore.applyPromo(promo),
    order: { room_subtotal: price.sessionSubtotal, fnb_subtotal: price.fnbSubtotal },
    messages: {
      required: t('summary.promoRequired'),
      failed: t('summary.promoFailed'),
      applied: (promo) => t('summary.promoApplied', { code: promo.promo_code, percent: promo.percentage }),
    },
  });

  const remove = () => {
    bookingDraftStore.removePromo();
    promoToasts.success(t('summary.promoRemoved'));
  };

  return { apply, remove, isChecking };
}
