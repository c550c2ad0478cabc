import type { BookFnbRequest } from '@ruangmain/domain/contracts/food';
import { useCheckout } from '@/checkout/use-checkout';
import { paths } from '@/config/paths';
import { useBookFnb } from '@/features/food/api/book-fnb';
import {
  type FoodPaymentSession,
  foodPaymentStorage,
  toFoodPaymentSession,
} from '@/features/food/state/food-payment-session';

export type PlacedOrder = { isReward: boolean };

/**
 * The payment of a food order (spec 2 §4 "Food page"), a checkout (checkout/use-checkout.ts) of POST
 * /api/book-fnb: the popup's pending goes to the success page too, which asks the server; a cancelled
 * payment says why in a toast and leaves the order on the page to be adjusted, except the order's own
 * 30 minutes (counted from its placing), which end on the cancelled page.
 */
export function useFoodPayment({
  onPlaced,
  onSubmitFailed,
}: {
  /** The order is in (a reward order is also used up): its toast, and what the page forgets. */
  onPlaced: (session: FoodPaymentSession) => void;
  onSubmitFailed: (error: unknown) => void;
}) {
  const { mutateAsync: book } = useBookFnb();
  return useCheckout({
    storage: foodPaymentStorage,
    place: async ({ payload, order }: { payload: BookFnbRequest; order: PlacedOrder }) =>
      toFoodPaymentSession(await book(payload), { ...order, placedAt: Date.now() }),
    onPlaceFailed: onSubmitFailed,
    onPlaced,
    successTarget: (done) => {
      const order = {
        invoice_number: done.invoiceNumber,
        total_price: String(done.totalPrice),
        is_reward: String(done.isReward),
        seating: done.seatingLabel,
      };
      return { href: paths.foodDrinksSuccess.getHref(order), state: order };
    },
    cancelTarget: (reason) =>
      reason === 'timeout' ? { href: paths.bookingCancelled.getHref(reason) } : null,
    toastsCancel: true,
    timeoutFrom: 'placement',
    inactivityMs: null,
    waitsForWebhook: false,
    keepsAttemptUntilPaid: false,
  });
}
