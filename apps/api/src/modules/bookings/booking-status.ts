import type { BookingView } from './booking-view';

/**
 * What anyone holding the invoice number learns (GET /api/public/booking-status, spec 2 §2 "Booking
 * success page"): the status, the banners' facts (channel, payment method, points), the booking
 * details shown (unit, times, duration, players, total) and what was bought. Picked field by field,
 * so nothing added to the booking view later leaks here: never the person (name, phone), their notes,
 * the seating, the review or the payment tokens.
 */
export function toBookingStatus(view: BookingView) {
  return {
    invoice_number: view.invoice_number,
    status: view.status,
    booking_type: view.booking_type,
    channel: view.channel,
    payment_method: view.payment_method,
    points_earned: view.points_earned,
    unit: view.unit,
    start_time: view.start_time,
    end_time: view.end_time,
    duration: view.duration,
    total_visitors: view.total_visitors,
    total_price: view.total_price,
    fnbs: view.fnbs,
    transactions: view.transactions.map((transaction) => ({
      subtotal_room: transaction.subtotal_room,
      subtotal_fnb: transaction.subtotal_fnb,
      promo_code: transaction.promo_code,
      promo_percentage: transaction.promo_percentage,
      discount_amount: transaction.discount_amount,
      reward_discount: transaction.reward_discount,
      tax_percentage: transaction.tax_percentage,
      tax_amount: transaction.tax_amount,
      service_fee_amount: transaction.service_fee_amount,
      final_amount: transaction.final_amount,
    })),
    created_at: view.created_at,
  };
}

export type BookingStatusAnswer = ReturnType<typeof toBookingStatus>;
