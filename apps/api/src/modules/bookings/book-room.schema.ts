import { BOOKING_MESSAGES, isBookingPhone, isEmailAddress } from '@ruangmain/domain/bookings';
import { venueDateTimeField } from '@ruangmain/domain/date-fields';
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** An id sent as a number or a numeric string (spec 2 §5 "unit id and game id must be numbers"). */
export const idField = (label: string) =>
  z.coerce
    .number({ message: `The ${label} must be a number.` })
    .int(`The ${label} must be a number.`)
    .positive(`The ${label} must be a number.`)
    .max(MAX_ID, `The ${label} must be a number.`);

/** A venue-local 'yyyy-MM-dd HH:mm' (spec 2 §9 "Formats"). */
export const localDateTimeField = (label: string) =>
  venueDateTimeField({ required: `The ${label} is required.`, invalid: BOOKING_MESSAGES.invalidDateTime });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

export const FnbLinesField = z
  .array(z.object({ id: idField('food item id'), quantity: z.coerce.number().int().min(0).max(99) }))
  .max(50)
  .default([])
  // spec 2 §5: items are sent only when id is set and quantity is above 0; zero lines are dropped.
  .transform((lines) => lines.filter((line) => line.quantity > 0));

/**
 * POST /api/book-room (spec 2 §3 "Payloads"): one body for guest, customer, reward and OTS
 * bookings. Totals a client sends (total_amount, tax_amount, …) are not read: the server prices.
 */
export const BookRoomBody = z.object({
  unit_id: idField('unit id'),
  game_id: idField('game id'),
  total_visitors: z.coerce
    .number({ message: 'The number of people must be a number.' })
    .int()
    .min(1, 'The number of people must be greater than 0.')
    .max(100),
  start_time: localDateTimeField('start time'),
  end_time: localDateTimeField('end time'),
  name: optionalText(100),
  phone: optionalText(20).refine((value) => value === undefined || isBookingPhone(value), {
    message: BOOKING_MESSAGES.invalidPhone,
    params: { code: 'validation.regex' },
  }),
  email: optionalText(254).refine((value) => value === undefined || isEmailAddress(value), {
    message: BOOKING_MESSAGES.invalidEmail,
    params: { code: 'validation.email' },
  }),
  payment_method: z
    .enum(['midtrans', 'cash', 'qris'], { message: 'The payment method must be midtrans, cash or qris.' })
    .default('midtrans'),
  promo_id: idField('promo id').nullish(),
  promo_code: optionalText(50),
  fnbs: FnbLinesField,
  notes: optionalText(500),
  user_reward_id: idField('reward id').nullish(),
});

export type BookRoomInput = z.infer<typeof BookRoomBody>;
