// The booking being paid, between /booking-payment and the success or cancelled page: the checkout's
// attempt (checkout/checkout-attempt.ts), kept in sessionStorage with a 10-minute copy (spec 2 §9).
import { attemptStorage, type CheckoutAttempt } from '@/checkout/checkout-attempt';

export const paymentSessionStorage = attemptStorage<CheckoutAttempt>('ruangmain.payment-session');
