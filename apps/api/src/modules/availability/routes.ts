import { clockTimeField, venueDateField } from '@ruangmain/domain/date-fields';
import { addDays } from '@ruangmain/domain/dates';
import { classifySlots, getBusinessWindow, listDurations } from '@ruangmain/domain/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBookableUnit, findOccupiedIntervals } from './availability.queries';

const MAX_RANGE_DAYS = 62;
const isoDate = venueDateField({
  required: 'The date is required.',
  invalid: 'The date must be a valid date in the format yyyy-MM-dd.',
});
const UnitParams = z.object({
  unitId: z.coerce.number({ message: 'The unit id must be a number.' }).int().positive().max(2_147_483_647),
});
const DayRangeBody = z
  .object({ start_date: isoDate, end_date: isoDate })
  .refine((body) => body.end_date >= body.start_date, {
    message: 'The end date must be a date after or equal to start date.',
    path: ['end_date'],
    params: { code: 'validation.after_or_equal' },
  })
  .refine((body) => body.end_date <= addDays(body.start_date, MAX_RANGE_DAYS), {
    message: `The range may not be longer than ${MAX_RANGE_DAYS} days.`,
    path: ['end_date'],
    params: { code: 'validation.max.range' },
  });

/** Availability of a unit, all computed on the server from packages/domain (spec 2 §7, §9). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.venueTimeZone;

  app.post(
    '/api/public/get-availability-day/:unitId',
    { schema: { params: UnitParams, body: DayRangeBody } },
    async (request) => {
      const unit = await findBookableUnit(db, request.params.unitId);
      const { start_date, end_date } = request.body;
      const from = getBusinessWindow(start_date, timeZone).opensAt;
      const to = getBusinessWindow(end_date, timeZone).closesAt;
      const occupied = await findOccupiedIntervals(db, unit.id, from, to);
      const now = new Date();
      const days: Array<{ date: string; is_fully_booked: boolean }> = [];
      for (let date = start_date; date <= end_date; date = addDays(date, 1)) {
        const slots = classifySlots({ date, timeZone, now, occupied });
        days.push({ date, is_fully_booked: !slots.some((slot) => slot.is_available) });
      }
      return days;
    },
  );

  app.post(
    '/api/public/get-availability-time/:unitId',
    { schema: { params: UnitParams, body: z.object({ date: isoDate }) } },
    async (request) => {
      const unit = await findBookableUnit(db, request.params.unitId);
      const { date } = request.body;
      const window = getBusinessWindow(date, timeZone);
      const occupied = await findOccupiedIntervals(db, unit.id, window.opensAt, window.closesAt);
      return { date, slots: classifySlots({ date, timeZone, now: new Date(), occupied }) };
    },
  );

  app.get(
    '/api/public/units/:unitId/get-duration',
    {
      schema: {
        params: UnitParams,
        querystring: z.object({
          date: isoDate,
          start_time: clockTimeField({
            required: 'The start time is required.',
            invalid: 'The start time must be in the format HH:mm.',
          }),
        }),
      },
    },
    async (request) => {
      const unit = await findBookableUnit(db, request.params.unitId);
      const { date, start_time } = request.query;
      const window = getBusinessWindow(date, timeZone);
      const busy = await findOccupiedIntervals(db, unit.id, window.opensAt, window.closesAt);
      // A start that is already past offers nothing, like a taken slot.
      const slot = classifySlots({ date, timeZone, now: new Date(), occupied: busy }).find(
        (item) => item.time === start_time,
      );
      if (!slot?.is_available) return { durations: [] };
      return { durations: listDurations({ date, startTime: start_time, busy, timeZone }) };
    },
  );
};
