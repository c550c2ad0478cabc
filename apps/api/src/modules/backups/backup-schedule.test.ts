import { describe, expect, it } from 'vitest';
import { readBackupTime, toBackupName } from './backup-names';
import { nextBackupAt } from './backup-schedule';

const WIB = 'Asia/Jakarta'; // UTC+7 all year: no daylight saving

describe('the nightly backup schedule', () => {
  it.each([
    // [now (UTC), BACKUP_TIME, next run (UTC)]
    ['a start in the afternoon waits for tonight', '2026-11-27T08:00:00Z', '03:00', '2026-11-27T20:00:00Z'],
    ['a start just before the time runs at it', '2026-11-27T19:59:59.999Z', '03:00', '2026-11-27T20:00:00Z'],
    ['a start at the time waits a day', '2026-11-27T20:00:00Z', '03:00', '2026-11-28T20:00:00Z'],
    ['a start just after the time waits a day', '2026-11-27T20:00:01Z', '03:00', '2026-11-28T20:00:00Z'],
    [
      'midnight: a start late in the evening runs at midnight',
      '2026-11-27T16:59:00Z',
      '00:00',
      '2026-11-27T17:00:00Z',
    ],
    ['midnight: a start at midnight waits a day', '2026-11-27T17:00:00Z', '00:00', '2026-11-28T17:00:00Z'],
    ['across the new year', '2026-12-31T17:00:00Z', '23:59', '2027-01-01T16:59:00Z'],
  ])('%s', (_, now, time, expected) => {
    expect(nextBackupAt(new Date(now), time, WIB)).toEqual(new Date(expected));
  });

  it('is always ahead of now and at most a day away, whatever the minute', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(Date.UTC(2026, 10, 27, 0, minute, 30));
      const next = nextBackupAt(now, '03:00', WIB);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    }
  });

  it('names a backup by the venue-local time it was taken, to the second, and reads the time back', () => {
    const at = new Date('2026-11-27T20:00:07Z');
    expect(toBackupName(at, WIB)).toBe('ruangmain-2026-11-28T030007.tar.gz');
    expect(readBackupTime('ruangmain-2026-11-28T030007.tar.gz', WIB)).toEqual(at);
    expect(readBackupTime('ruangmain-2026-11-28T0300.tar.gz', WIB)).toBeUndefined();
    expect(readBackupTime('.ruangmain-2026-11-28T030007.tar.gz.1a2b.partial', WIB)).toBeUndefined();
    expect(readBackupTime('ruangmain-2026-02-30T030000.tar.gz', WIB)).toBeUndefined();
  });
});
