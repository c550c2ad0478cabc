import { describe, expect, it } from 'vitest';
import { nextWarmAt } from './report-rollups';

const TZ = 'Asia/Jakarta';

describe('when the report rollups are warmed again (record 0031)', () => {
  it('is five minutes after the next venue midnight', () => {
    // 23:59 in Jakarta on 10 March is 16:59 UTC.
    expect(nextWarmAt(new Date('2026-03-10T16:59:00Z'), TZ).toISOString()).toBe('2026-03-10T17:05:00.000Z');
  });

  it('is the next night once a midnight has passed, even by a moment', () => {
    expect(nextWarmAt(new Date('2026-03-10T17:00:00Z'), TZ).toISOString()).toBe('2026-03-11T17:05:00.000Z');
    expect(nextWarmAt(new Date('2026-03-10T17:04:00Z'), TZ).toISOString()).toBe('2026-03-11T17:05:00.000Z');
  });

  it('crosses the year end', () => {
    expect(nextWarmAt(new Date('2026-12-31T12:00:00Z'), TZ).toISOString()).toBe('2026-12-31T17:05:00.000Z');
    expect(nextWarmAt(new Date('2026-12-31T18:00:00Z'), TZ).toISOString()).toBe('2027-01-01T17:05:00.000Z');
  });
});
