import { addDays } from '@ruangmain/domain/dates';
import { toInstant, toLocalDateTime } from '@ruangmain/domain/hours';

/**
 * When the nightly backup is next due: today's `time` ('HH:mm', venue-local) if that is still ahead
 * of `now`, else tomorrow's. A start at or just after the time waits for the next night.
 */
export function nextBackupAt(now: Date, time: string, timeZone: string): Date {
  const today = toLocalDateTime(now, timeZone).slice(0, 10);
  const todays = toInstant(`${today} ${time}`, timeZone);
  return todays.getTime() > now.getTime() ? todays : toInstant(`${addDays(today, 1)} ${time}`, timeZone);
}
