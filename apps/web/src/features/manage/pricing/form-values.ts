import { toInstant, toLocalDateTime } from '@ruangmain/domain/hours';
import { VENUE_TIME_ZONE } from '@/config/venue';

/** A number box's value: empty is `empty` (null for "no limit", undefined for "required"). */
export const toNumberOr =
  <Empty extends null | undefined>(empty: Empty) =>
  (value: unknown): number | Empty =>
    value === '' || value === null || value === undefined ? empty : Number(value);

/** A stored instant as the venue's calendar date a date box shows ('2026-12-01'), or ''. */
export const toVenueDate = (instant: string | null | undefined) =>
  instant ? toLocalDateTime(new Date(instant), VENUE_TIME_ZONE).slice(0, 10) : '';

/**
 * A date box's day as the instant the API keeps: a promo starts at the venue's midnight of its first
 * day and ends at the last minute of its last day, whatever zone the admin's browser is in.
 */
export const fromVenueDate = (date: string, edge: 'start' | 'end') =>
  date ? toInstant(`${date} ${edge === 'start' ? '00:00' : '23:59'}`, VENUE_TIME_ZONE).toISOString() : null;
