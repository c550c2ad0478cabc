import { z } from 'zod';
import { MINUTES_PER_DAY } from '../dates';
import { LATEST_CLOSING, SLOT_MINUTES } from '../slot-times';

/**
 * The venue's booking hours as the Venue screen saves them and the public venue answer carries them
 * (record 0029): seven days, Sunday first (like Date#getDay), each `{ opens_at, closes_at }` in
 * minutes from that date's midnight (closing may pass midnight, up to 06:00: 1800) or null when
 * closed. Slots follow them (spec 2 §9 "Slots": every 30 minutes).
 */

const dayMinutes = (what: string) =>
  z
    .number({ message: `The ${what} time must be a number of minutes.` })
    .int({ message: `The ${what} time must be whole minutes.` })
    .multipleOf(SLOT_MINUTES, { message: `The ${what} time must be on the hour or the half hour.` });

export const DayHoursSchema = z
  .object({
    opens_at: dayMinutes('opening')
      .min(0, { message: 'The opening time must be on the day itself.' })
      .max(MINUTES_PER_DAY - SLOT_MINUTES, { message: 'The opening time must be on the day itself.' }),
    closes_at: dayMinutes('closing').max(LATEST_CLOSING, {
      message: 'The venue closes at 06:00 the next morning at the latest.',
    }),
  })
  .nullable();

const refuse = (ctx: z.RefinementCtx, path: (string | number)[], message: string, code: string) =>
  ctx.addIssue({ code: 'custom', path, message, params: { code } });

export const OpeningHoursBodySchema = z
  .array(DayHoursSchema, { message: 'The opening hours must list the seven days.' })
  .length(7, { message: 'The opening hours must list the seven days.' })
  .superRefine((days, ctx) => {
    days.forEach((day, weekday) => {
      if (!day) return;
      if (day.closes_at <= day.opens_at) {
        refuse(
          ctx,
          [weekday, 'closes_at'],
          'The closing time must be after the opening time.',
          'validation.after',
        );
      } else if (day.closes_at - day.opens_at >= MINUTES_PER_DAY) {
        refuse(ctx, [weekday, 'closes_at'], 'The venue cannot stay open 24 hours.', 'validation.max.numeric');
      }
      // Past midnight, a day may run only until the next one opens: a moment belongs to one day.
      const next = days[(weekday + 1) % 7];
      if (next && day.closes_at - MINUTES_PER_DAY > next.opens_at) {
        refuse(
          ctx,
          [weekday, 'closes_at'],
          'The venue must close before the next day opens.',
          'validation.before',
        );
      }
    });
  });
