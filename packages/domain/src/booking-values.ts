/**
 * The values a booking and its payments are stored with: the database's enum types
 * (apps/api/src/db/schema/bookings.ts and payments.ts) and the contracts' schemas are both made from
 * these lists, as the user roles are (roles.ts). A new value is added here, then in a migration.
 */

/** room: a unit by the hour; fnb: a food order; block: the venue occupies a unit itself. */
export const BOOKING_TYPES = ['room', 'fnb', 'block'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/**
 * Where a booking stands (../shared/DESIGN.md "Payment state"): a room booking goes pending → confirmed
 * (paid) → ongoing → completed; a paid food order goes confirmed → preparing → served instead.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'served',
  'ongoing',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How a booking came: online, over the counter (ots), a reward, or the venue itself. */
export const BOOKING_CHANNELS = ['online', 'ots', 'reward', 'venue'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/** How a booking is paid: online (midtrans), at the counter (cash, qris), or not at all. */
export const PAYMENT_METHODS = ['midtrans', 'cash', 'qris', 'reward', 'none'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment attempt's state, as Midtrans names it. */
export const PAYMENT_STATUSES = [
  'pending',
  'settlement',
  'capture',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
