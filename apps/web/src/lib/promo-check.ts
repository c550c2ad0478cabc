import { type CheckPromoResponse, checkPromoEndpoint } from '@ruangmain/domain/contracts/pricing';
import { normalizePromoCode } from '@ruangmain/domain/promos';
import { useMutation } from '@tanstack/react-query';
import { call, getServerMessage } from '@/lib/api-client';
import { createToastSlot } from '@/lib/toast';

/**
 * Promo toasts one at a time: a new one (applied, refused, removed) dismisses the last, so a refusal
 * never stays beside the voucher applied after it.
 */
export const promoToasts = createToastSlot();

/** The order a code is checked against: its room and food subtotals. */
export type PromoOrder = { room_subtotal: number; fnb_subtotal: number };

/**
 * Checks a promo code against the order; the server answers the spec's Indonesian message, or the
 * venue's (scope, minimum spend, per customer), when it cannot be used. Unlike other public calls it
 * carries the token, so a signed-in customer hears of their per-customer limit here, not at payment.
 */
export const checkPromo = (code: string, order?: PromoOrder) =>
  call(checkPromoEndpoint, { query: { promo_code: normalizePromoCode(code), ...order }, auth: true });

export type PromoCheckMessages = {
  /** 'Please enter a promo code' */
  required: string;
  /** 'Failed to validate promo code', when the server says nothing. */
  failed: string;
  /** 'Voucher "{code}" applied! {n}% discount' */
  applied: (promo: CheckPromoResponse) => string;
};

/**
 * Applying a typed promo code with the toasts of spec 2 §8: trimmed and upper-cased, an empty one refused
 * without a call, the server's Indonesian validity message shown as it is (spec 2 §5), and a code the
 * server returns that differs from the one typed discarded. The booking wizard and the food page keep
 * the promo where they keep their order (`onApplied`).
 */
export function usePromoCheck({
  onApplied,
  messages,
  order,
}: {
  onApplied: (promo: CheckPromoResponse) => void;
  messages: PromoCheckMessages;
  order: PromoOrder;
}) {
  const check = useMutation({
    mutationFn: async (code: string) => {
      const promo = await checkPromo(code, order);
      if (promo.promo_code !== code) throw new Error('The promo answered does not match the code typed');
      return promo;
    },
    onSuccess: (promo) => {
      onApplied(promo);
      promoToasts.success(messages.applied(promo));
    },
    onError: (error) => promoToasts.error(getServerMessage(error, messages.failed)),
  });

  const apply = (typed: string) => {
    const code = normalizePromoCode(typed);
    if (!code) {
      promoToasts.error(messages.required);
      return;
    }
    check.mutate(code);
  };

  return { apply, isChecking: check.isPending };
}
