import type { FoodLine } from '@ruangmain/domain/booking-draft';
import type { BookFnbRequest } from '@ruangmain/domain/contracts/food';
import type { CheckPromoResponse } from '@ruangmain/domain/contracts/pricing';
import type { CheckoutValues } from '@/features/food/utils/checkout-schema';

/**
 * The order as spec 2 §3 "Payloads: Food order" sends it: the contact, `unit_id` or `table_number` or
 * neither (take-away), the promo (its percentage and discount are sent as the page shows them; the
 * server prices the order itself), notes, the items with a quantity above 0, and a reward's id.
 */
export function buildFoodOrderPayload(input: {
  values: CheckoutValues;
  lines: readonly FoodLine[];
  promo: CheckPromoResponse | null;
  discountAmount: number;
  userRewardId: number | null;
}): BookFnbRequest {
  const { values, promo } = input;
  return {
    ...(input.userRewardId ? { user_reward_id: input.userRewardId } : {}),
    name: values.fullName.trim(),
    phone: values.phoneNumber,
    payment_method: 'midtrans',
    ...(values.seating === 'unit' ? { unit_id: Number(values.unitId) } : {}),
    ...(values.seating === 'table' ? { table_number: values.tableNumber.trim() } : {}),
    ...(promo
      ? {
          promo_id: promo.id,
          promo_code: promo.promo_code,
          promo_percentage: promo.percentage,
          discount_amount: input.discountAmount,
        }
      : {}),
    notes: values.notes.trim(),
    fnbs: input.lines.filter((line) => line.quantity > 0).map(({ id, quantity }) => ({ id, quantity })),
  };
}
