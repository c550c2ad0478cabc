import { normalizePromoCode } from '@ruangmain/domain/promos';
import { useMutation } from '@tanstack/react-query';
import { checkPromo } from '@/features/booking/api/get-charges';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { getServerMessage } from '@/lib/api-client';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { toast } from '@/lib/toast';

/**
 * Applying and removing the booking's promo code, with the toasts of spec 2 §8. The server answers
 * the Indonesian validity messages of spec 2 §5; a code it returns that differs from the one typed
 * is discarded (spec 2 §5 "Promo validity").
 */
export function usePromoCode() {
  const { t } = useBookingTranslation();
  const check = useMutation({
    mutationFn: async (code: string) => {
      const promo = await checkPromo(code);
      if (promo.promo_code !== code) throw new Error('The promo answered does not match the code typed');
      return promo;
    },
    onSuccess: (promo) => {
      bookingDraftStore.applyPromo(promo);
      toast.success(t('summary.promoApplied', { code: promo.promo_code, percent: promo.percentage }));
    },
    onError: (error) => toast.error(getServerMessage(error, t('summary.promoFailed'))),
  });

  /** Checks a typed code; an empty one is refused here without a call. */
  const apply = (typed: string) => {
    const code = normalizePromoCode(typed);
    if (!code) {
      toast.error(t('summary.promoRequired'));
      return;
    }
    check.mutate(code);
  };

  const remove = () => {
    bookingDraftStore.removePromo();
    toast.success(t('summary.promoRemoved'));
  };

  return { apply, remove, isChecking: check.isPending };
}
