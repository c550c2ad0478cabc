import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import type {
  BookRoomRequest,
  BookRoomResponse,
  CancelPaymentRequest,
  GetBookingDetailsResponse,
} from '@ruangmain/domain/contracts/bookings';
import { apiClient } from '@/lib/api-client';

/** POST /api/book-room: the server checks, prices and holds the booking (spec 2 §7). */
export const bookRoom = (payload: BookRoomRequest) =>
  apiClient.post<BookRoomResponse>('/api/book-room', payload);

/**
 * Releases an unpaid booking's hold (spec 2 §4). The order id proves a guest's booking is theirs.
 * Failures are only logged (spec 2 §7).
 */
export async function cancelPayment(bookingId: number, reason: PaymentCancelReason, orderId: string | null) {
  try {
    const body: CancelPaymentRequest = {
      reason,
      cancelled_at: new Date().toISOString(),
      ...(orderId ? { order_id: orderId } : {}),
    };
    await apiClient.post(`/api/bookings/${bookingId}/cancel-payment`, body);
  } catch (error) {
    console.warn('cancel-payment failed', error);
  }
}

/** A signed-in customer's booking, as the success page checks it (spec 2 §2 "Booking success page"). */
export const getBookingDetails = (bookingId: number) =>
  apiClient.get<GetBookingDetailsResponse>(`/api/customer/booking-details/${bookingId}`);
