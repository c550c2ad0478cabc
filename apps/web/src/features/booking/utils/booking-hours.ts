import type { WeeklyHours } from '@ruangmain/domain/slot-times';
import { toWeeklyHours } from '@ruangmain/domain/weekly-hours';
import { loadVenueOnce } from '@/lib/catalogue/load-venue';

/**
 * The venue's booking hours as the Venue screen set them (record 0029), so a chosen slot reads as the
 * server offered it (a time before opening is after midnight). Loaded when the payment form is sent,
 * not with the page; spec 2 §9's hours when the venue cannot be read (the server checks anyway).
 */
export async function loadBookingHours(): Promise<WeeklyHours> {
  return toWeeklyHours((await loadVenueOnce()).opening_hours);
}
