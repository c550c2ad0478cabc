import type { BookingDraft } from '@ruangmain/domain/booking-draft';
import type { BookRoomPaymentMethod, BookRoomRequest } from '@ruangmain/domain/contracts/bookings';
import type { Promo } from '@ruangmain/domain/contracts/pricing';
import { getBookingPeriod, type WeeklyHours } from '@ruangmain/domain/slot-times';

export type PaymentMethod = BookRoomPaymentMethod;

type PayloadInput = {
  draft: BookingDraft;
  promo: Promo | null;
  customer: { name: string; phone: string };
  notes: string;
  /** 'midtrans' online; an admin's counter booking is 'cash' or 'qris' (spec 2 §9 "Formats"). */
  paymentMethod: PaymentMethod;
  /** The venue's booking hours (utils/booking-hours.ts); spec 2 §9's when left out. */
  hours?: WeeklyHours;
};

/**
 * The POST /api/book-room body of a complete draft (spec 2 §3 "Payloads"), or null when the draft's
 * time is not a bookable period. Prices are left out on purpose: the server computes every total.
 */
export function buildBookRoomPayload({
  draft,
  promo,
  customer,
  notes,
  paymentMethod,
  hours,
}: PayloadInput): BookRoomRequest | null {
  const { unitId, gameId, people, date, startTime, duration, reward } = draft;
  if (!unitId || !gameId || !people || !date || !startTime || !duration) return null;
  const period = getBookingPeriod(date, startTime, duration, hours);
  if (!period) return null;
  const trimmedNotes = notes.trim();
  return {
    unit_id: unitId,
    game_id: gameId,
    // The console chosen in step 1: the server refuses a game it does not play (spec 2 §3).
    ...(draft.consoleName ? { console_name: draft.consoleName } : {}),
    total_visitors: people,
    start_time: period.start,
    end_time: period.end,
    date,
    name: customer.name.trim(),
    phone: customer.phone,
    // A reward is paid online whatever else is chosen (spec 2 §5 "Reward booking").
    payment_method: reward ? 'midtrans' : paymentMethod,
    ...(promo ? { promo_id: promo.id, promo_code: promo.promo_code } : {}),
    // spec 2 §5: food lines only with an id and a quantity above 0; a reward booking has no Food step.
    fnbs: reward
      ? []
      : draft.food.filter((line) => line.quantity > 0).map(({ id, quantity }) => ({ id, quantity })),
    ...(trimmedNotes ? { notes: trimmedNotes } : {}),
    ...(reward ? { user_reward_id: reward.userRewardId } : {}),
  };
}
