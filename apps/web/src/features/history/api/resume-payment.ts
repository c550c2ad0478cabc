import { resumePaymentEndpoint } from '@ruangmain/domain/contracts/bookings';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/customer/pay/{id}: the held booking's payment token, opened again (Pay now). */
export const useResumePayment = () =>
  useMutation({
    mutationFn: (bookingId: number) => call(resumePaymentEndpoint, { params: { id: bookingId } }),
  });
