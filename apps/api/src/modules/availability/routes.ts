import {
  type GetAvailabilityDaysResponse,
  getAvailabilityDaysEndpoint,
  getAvailabilityTimeEndpoint,
  getDurationsEndpoint,
} from '@ruangmain/domain/contracts/availability';
import { addDays } from '@ruangmain/domain/dates';
import { classifySlots, getBusinessWindow, listDurations } from '@ruangmain/domain/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { loadVenueHours } from '../venue-hours/venue-hours';
import { findBookableUnit, findUnitOccupancy } from './availability.queries';

/**
 * Availability of a unit, all computed on the server from packages/domain (spec 2 §7, §9) with the
 * venue's hours as the Venue screen set them (record 0029).
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.venueTimeZone;

  route(app, getAvailabilityDaysEndpoint, async (request) => {
    const unit = await findBookableUnit(db, request.params.unitId);
    const { start_date, end_date } = request.body;
    const hours = await loadVenueHours(app);
    const from = getBusinessWindow(start_date, timeZone, hours).opensAt;
    const to = getBusinessWindow(end_date, timeZone, hours).closesAt;
    const occupied = await findUnitOccupancy(db, unit, from, to);
    const now = new Date();
    const days: GetAvailabilityDaysResponse = [];
    for (let date = start_date; date <= end_date; date = addDays(date, 1)) {
      const slots = classifySlots({ date, timeZone, now, occupied, hours });
      days.push({ date, is_fully_booked: !slots.some((slot) => slot.is_available) });
    }
    return days;
  });

  route(app, getAvailabilityTimeEndpoint, async (request) => {
    const unit = await findBookableUnit(db, request.params.unitId);
    const { date } = request.body;
    const hours = await loadVenueHours(app);
    const window = getBusinessWindow(date, timeZone, hours);
    const occupied = await findUnitOccupancy(db, unit, window.opensAt, window.closesAt);
    return { date, slots: classifySlots({ date, timeZone, now: new Date(), occupied, hours }) };
  });

  route(app, getDurationsEndpoint, async (request) => {
    const unit = await findBookableUnit(db, request.params.unitId);
    const { date, start_time } = request.query;
    const hours = await loadVenueHours(app);
    const window = getBusinessWindow(date, timeZone, hours);
    const busy = await findUnitOccupancy(db, unit, window.opensAt, window.closesAt);
    // A start that is already past offers nothing, like a taken slot.
    const slot = classifySlots({ date, timeZone, now: new Date(), occupied: busy, hours }).find(
      (item) => item.time === start_time,
    );
    if (!slot?.is_available) return { durations: [] };
    return { durations: listDurations({ date, startTime: start_time, busy, timeZone, hours }) };
  });
};
