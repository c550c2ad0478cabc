import { describe, expect, it } from 'vitest';
import { getVenueDateTime } from './venue-clock';

// The venue's clock is Asia/Jakarta (UTC+7, no DST), whatever the visitor's zone.
describe('getVenueDateTime', () => {
  it.each([
    ['2026-11-27T07:30:00Z', '2026-11-27 14:30'],
    ['2026-11-27T16:59:00Z', '2026-11-27 23:59'],
    ['2026-11-27T17:00:00Z', '2026-11-28 00:00'],
    ['2026-12-31T17:05:00Z', '2027-01-01 00:05'],
  ])('%s is %s at the venue', (instant, expected) => {
    expect(getVenueDateTime(new Date(instant))).toBe(expected);
  });
});
