import { useQueryClient } from '@tanstack/react-query';
import { useVerifiedStatus, type VerifiedStatus } from '@/checkout/verified-status';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { paymentSessionStorage } from '@/features/booking/state/payment-session';
import { refreshSessionProfile } from '@/lib/auth/session-profile';

export type VerifiedBooking = VerifiedStatus;

/**
 * The booking a success page names, by its real status on the server (checkout/verified-status.ts). Once it
 * is paid the booking is over for this browser: the wizard's draft and the payment session are
 * cleared, and the points balance is reloaded.
 */
export function useVerifiedBooking(invoiceNumber: string | null): VerifiedBooking {
  const queryClient = useQueryClient();
  return useVerifiedStatus(invoiceNumber, {
    onPaid: () => {
      bookingDraftStore.reset();
      paymentSessionStorage.clear();
      void refreshSessionProfile(queryClient);
    },
  });
}
