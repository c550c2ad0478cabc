import { isTooFarInPast, wholeHoursBetween } from '@ruangmain/domain/bookings';
import {
  findBusinessDate,
  findSlotTime,
  isWithinBusinessHours,
  toInstant,
  type WeeklyHours,
} from '@ruangmain/domain/hours';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';

export type BookingPeriod = {
  start: Date;
  end: Date;
  hours: number;
  /** The business date the start belongs to (Saturday 00:30 belongs to Friday). */
  businessDate: string;
  /** 'HH:mm' of the start. */
  startTime: string;
};

const invalid = (field: 'start_time' | 'end_time', message: LocalText, code: string) =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/**
 * Reads and checks a booking's venue-local period (spec 2 §9): the start is a 30-minute slot of an
 * open day, the end is whole hours later and not past closing (the venue's hours, record 0029), and
 * the start has not passed. At the counter a booking may start at any minute of the open day ("start
 * now", issue 29 item 6) and up to 2 hours ago (spec 2 §9 "OTS past-time limit"); the desk's walk-in
 * dialog itself offers only now or later (findWalkInStart).
 */
export function readBookingPeriod(input: {
  startTime: string;
  endTime: string;
  timeZone: string;
  hours: WeeklyHours;
  now: Date;
  isAtCounter: boolean;
}): BookingPeriod {
  const openingHours = input.hours;
  const businessDate = findBusinessDate(input.startTime, openingHours);
  const startTime = input.startTime.slice(11);
  const isSlot = businessDate !== null && findSlotTime(businessDate, startTime, openingHours) !== null;
  if (!businessDate || !(isSlot || input.isAtCounter)) {
    throw invalid('start_time', apiText('booking.venueClosed'), 'validation.slot');
  }
  const start = toInstant(input.startTime, input.timeZone);
  const end = toInstant(input.endTime, input.timeZone);
  const hours = wholeHoursBetween(start, end);
  if (hours === null) {
    throw invalid('end_time', apiText('booking.wholeHours'), 'validation.duration');
  }
  if (!isWithinBusinessHours({ start, end, timeZone: input.timeZone, hours: openingHours })) {
    throw invalid('end_time', apiText('booking.endByClosing'), 'validation.closing_time');
  }
  if (input.isAtCounter) {
    if (isTooFarInPast(start, input.now)) {
      throw invalid('start_time', apiText('booking.tooFarInPast'), 'validation.too_far_in_past');
    }
  } else if (start.getTime() < input.now.getTime()) {
    throw invalid('start_time', apiText('booking.timePassed'), 'validation.past');
  }
  return { start, end, hours, businessDate, startTime };
}
