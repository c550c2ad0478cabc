// The venue's wall clock as the plain strings the booking rules use (spec 2 §9 "Formats"), read
// with Intl so no date library ships for it.
import { VENUE_TIME_ZONE } from '@/config/venue';

// Made on first use, not when the module runs: a page's first Intl.DateTimeFormat with a time zone
// costs a slow phone some 200 ms in one task, though most pages that load this module
// (the history's, with its cards' actions) read the clock only later, if at all.
let formatter: Intl.DateTimeFormat | undefined;
const getFormatter = () => {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return formatter;
};

/** Venue-local 'yyyy-MM-dd HH:mm' of an instant (now by default). */
export function getVenueDateTime(at: Date = new Date()): string {
  const parts = getFormatter().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Venue-local 'HH:mm' of an instant. */
export function getVenueTime(at: Date): string {
  return getVenueDateTime(at).slice(-5);
}
