import type { BookRoomRequest } from '@ruangmain/domain/contracts/bookings';
import { toCheckoutAttempt } from '@/checkout/checkout-attempt';
import { INACTIVITY_TIMEOUT_MS } from '@/checkout/checkout-phase';
import { useCheckout } from '@/checkout/use-checkout';
import { paths } from '@/config/paths';
import { useBookRoom } from '@/features/booking/api/book-room';
import { paymentSessionStorage } from '@/features/booking/state/payment-session';
import { bookingErrorToast } from '@/features/booking/utils/booking-error-toast';
import type { CancelledPageState } from '@/features/booking/utils/cancelled-page-state';
import { describeBookingError } from '@/features/booking/utils/describe-booking-error';
import { useSession } from '@/lib/auth/use-session';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

/**
 * The payment of the booking being made (spec 2 §4 "Booking payment outcomes"), a checkout
 * (checkout/use-checkout.ts) of POST /api/book-room: the 30 minutes count from the page's arrival, 10
 * minutes without activity end it too (not for an admin at the counter), the page itself waits for a
 * payment made elsewhere, and every way out of an unpaid hold lands on /booking-cancelled, which says why.
 */
export function useBookingPayment() {
  const { t } = usePaymentTranslation();
  const { isStaff } = useSession();
  const { mutateAsync: book } = useBookRoom();
  return useCheckout({
    storage: paymentSessionStorage,
    place: async (payload: BookRoomRequest) =>
      toCheckoutAttempt(await book(payload), { unitId: payload.unit_id, placedAt: Date.now() }),
    onPlaceFailed: (error) =>
      toast.error(bookingErrorToast(t('errors.failed'), describeBookingError(error, t))),
    // The success page checks the real status itself; this only says which booking.
    successTarget: (paid) => ({ href: paths.bookingSuccess.getHref(paid.invoiceNumber) }),
    cancelTarget: (reason, { hadAttempt }) => ({
      href: paths.bookingCancelled.getHref(reason),
      state: { hadBooking: hadAttempt } satisfies CancelledPageState,
    }),
    // The cancelled page says why, once, in the page's language: no toast repeats it.
    toastsCancel: false,
    timeoutFrom: 'arrival',
    inactivityMs: isStaff ? null : INACTIVITY_TIMEOUT_MS,
    waitsForWebhook: true,
    // The success page finds the booking by it after a reload, until it is paid.
    keepsAttemptUntilPaid: true,
  });
}
