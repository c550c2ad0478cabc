import type { PaymentCancelReason } from '@ruangmain/domain/bookings';
import type { BookingDetail, BookRoomPayload, BookRoomResponse } from '@/features/booking/types';
import { apiClient } from '@/lib/api-client';

/** POST /api/book-room: the server checks, prices and holds the booking (spec 2 §7). */
export const bookRoom = (payload: BookRoomPayload) =>
  apiClient.post<BookRoomResponse>('/api/book-room', payload);

/**
 * Releases an unpaid booking's hold (spec 2 §4). The order id proves a guest's booking is theirs.
 * Failures are only logged (spec 2 §7).
 */
export async function cancelPayment(bookingId: number, reason: PaymentCancelReason, orderId: string | null) {
  try {
    await apiClient.post(`/api/bookings/${bookingId}/cancel-payment`, {
      reason,
      cancelled_at: new Date().toISOString(),
      ...(orderId ? { order_id: orderId } : {}),
    });
  } catch (error) {
    console.warn('cancel-payment failed', error);
  }
}

/** A signed-in customer's booking, as the success page checks it (spec 2 §2 "Booking success page"). */
export const getBookingDetails = (bookingId: number) =>
  apiClient.get<{ data: BookingDetail }>(`/api/customer/booking-details/${bookingId}`);
