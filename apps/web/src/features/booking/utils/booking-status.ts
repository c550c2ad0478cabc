import type { BookingStatus } from '@/features/booking/types';

/** Paid and not given back: shown as Success (spec 2 §2 "Booking success page" status badge). */
export const isPaidStatus = (status: BookingStatus) =>
  status === 'confirmed' || status === 'ongoing' || status === 'completed';
