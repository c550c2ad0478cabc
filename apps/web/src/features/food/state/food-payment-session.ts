// The order being paid on /food-drinks: the checkout's attempt (checkout/checkout-attempt.ts) with how
// its seating reads and whether a reward paid for it, kept in sessionStorage so a reload during
// payment can still continue or cancel it, with a 10-minute copy for a discarded or new tab.
import type { BookFnbResponse } from '@ruangmain/domain/contracts/food';
import { describeSeating } from '@ruangmain/domain/food-order';
import { attemptStorage, type CheckoutAttempt, toCheckoutAttempt } from '@/checkout/checkout-attempt';

export type FoodPaymentSession = CheckoutAttempt & {
  /** How the seating reads on the success page ('Table 5'). */
  seatingLabel: string;
  isReward: boolean;
};

/** 'Table 5', 'Unit PS5 Regular 1', 'Take Away': the seating as the server took it. */
function seatingOf({ data }: BookFnbResponse): string {
  if (data.seating === 'unit' && data.unit)
    return describeSeating({ mode: 'unit', unitName: data.unit.name });
  if (data.seating === 'table' && data.table_number) {
    return describeSeating({ mode: 'table', tableNumber: data.table_number });
  }
  return describeSeating({ mode: 'takeaway' });
}

export function toFoodPaymentSession(
  response: BookFnbResponse,
  order: { isReward: boolean; placedAt: number },
): FoodPaymentSession {
  return {
    ...toCheckoutAttempt(response, { unitId: null, placedAt: order.placedAt }),
    seatingLabel: seatingOf(response),
    isReward: order.isReward,
  };
}

export const foodPaymentStorage = attemptStorage<FoodPaymentSession>('ruangmain.fnb-payment');
