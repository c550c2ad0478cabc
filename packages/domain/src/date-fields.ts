// Request fields for the plain dates and times of spec 2 §9 "Formats", shared by every endpoint
// that takes them. Each refuses with `validation.date_format` and aborts its object's parse, so an
// object rule (a range's end after its start) only ever runs on real venue dates.
import { z } from 'zod';
import { isTime, isVenueDate, isVenueDateTime } from './dates';

/** The texts of a field: when it is missing or not a string, and when it is not a valid value. */
export type DateFieldMessages = { required: string; invalid: string };

const dateFormatIssue = (message: string) =>
  ({ message, params: { code: 'validation.date_format' }, abort: true }) as const;

/** A venue date 'yyyy-MM-dd': a day that exists, in the venue's calendar years. */
export const venueDateField = ({ required, invalid }: DateFieldMessages) =>
  z.string({ message: required }).refine(isVenueDate, dateFormatIssue(invalid));

/** A clock time 'HH:mm' from 00:00 to 23:59. */
export const clockTimeField = ({ required, invalid }: DateFieldMessages) =>
  z.string({ message: required }).refine(isTime, dateFormatIssue(invalid));

/** A venue-local 'yyyy-MM-dd HH:mm' on a venue date. */
export const venueDateTimeField = ({ required, invalid }: DateFieldMessages) =>
  z.string({ message: required }).refine(isVenueDateTime, dateFormatIssue(invalid));
