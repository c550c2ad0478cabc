import type { BookingStatus } from '@ruangmain/domain/contracts/bookings';

/** Paid and not given back: shown as Success (spec 2 §2 "Booking success page" status badge). */
export const isPaidStatus = (status: BookingStatus) =>
  status === 'confirmed' || status === 'ongoing' || status === 'completed';
