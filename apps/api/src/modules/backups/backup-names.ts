import { toInstant, toLocalDateTime } from '@ruangmain/domain/hours';

/** ruangmain-2026-11-28T030000.tar.gz: the venue-local time it was taken, to the second. */
const NAME_PATTERN = /^ruangmain-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

/** The file name of a backup taken at `at`, in the venue's time (an owner reads it in a folder). */
export function toBackupName(at: Date, timeZone: string): string {
  const local = toLocalDateTime(at, timeZone); // 'yyyy-MM-dd HH:mm'
  const seconds = String(at.getUTCSeconds()).padStart(2, '0'); // zones are whole minutes apart
  return `ruangmain-${local.slice(0, 10)}T${local.slice(11, 13)}${local.slice(14, 16)}${seconds}.tar.gz`;
}

/** When a backup of that name was taken, or undefined for a name that is not a backup's. */
export function readBackupTime(name: string, timeZone: string): Date | undefined {
  const match = NAME_PATTERN.exec(name);
  if (!match) return undefined;
  const [, date, hours, minutes, seconds] = match;
  try {
    const instant = toInstant(`${date} ${hours}:${minutes}`, timeZone);
    return new Date(instant.getTime() + Number(seconds) * 1000);
  } catch {
    return undefined; // a date that does not exist, such as 2026-02-30
  }
}
