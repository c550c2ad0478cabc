// The venue's wall clock as the plain strings the booking rules use (spec 2 §9 "Formats"), read
// with Intl so no date library ships for it.
import { VENUE_TIME_ZONE } from '@/config/venue';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Venue-local 'yyyy-MM-dd HH:mm' of an instant (now by default). */
export function getVenueDateTime(at: Date = new Date()): string {
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Venue-local 'HH:mm' of an instant. */
export function getVenueTime(at: Date): string {
  return getVenueDateTime(at).slice(-5);
}
