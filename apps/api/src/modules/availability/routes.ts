import {
  type GetAvailabilityDaysResponse,
  getAvailabilityDaysEndpoint,
  getAvailabilityTimeEndpoint,
  getDurationsEndpoint,
  slotEventsEndpoint,
} from '@ruangmain/domain/contracts/availability';
import { addDays } from '@ruangmain/domain/dates';
import { classifySlots, getBusinessWindow, hasFreeSlot, listDurations } from '@ruangmain/domain/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { acceptsEventStream } from '../../lib/event-stream';
import { loadVenueHours } from '../venue-hours/venue-hours';
import { MAX_SLOT_STREAMS_PER_ADDRESS, SlotStreams, streamSlots } from './slot-events';
import { SlotFeeds } from './slot-feeds';
import { createAvailabilityReads } from './time-slots';

/**
 * Availability of a unit, all computed on the server from packages/domain (spec 2 §7, §9) with the
 * venue's hours as the Venue screen set them (record 0029).
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.venueTimeZone;
  const { findUnit, findOccupancy, readTimeSlots } = createAvailabilityReads(app);

  route(app, getAvailabilityDaysEndpoint, async (request) => {
    const unit = await findUnit(request.params.unitId);
    const { start_date, end_date } = request.body;
    const hours = await loadVenueHours(app);
    const from = getBusinessWindow(start_date, timeZone, hours).opensAt;
    const to = getBusinessWindow(end_date, timeZone, hours).closesAt;
    const occupied = await findOccupancy(unit, from, to);
    const now = new Date();
    const days: GetAvailabilityDaysResponse = [];
    for (let date = start_date; date <= end_date; date = addDays(date, 1)) {
      days.push({ date, is_fully_booked: !hasFreeSlot({ date, timeZone, now, occupied, hours }) });
    }
    return days;
  });

  route(app, getAvailabilityTimeEndpoint, async (request) => {
    const { date, slots } = await readTimeSlots(request.params.unitId, request.body.date);
    return { date, slots };
  });

  // The wizard's live slots (issue 31): one feed per unit and date however many watch it.
  const feeds = new SlotFeeds(app.availabilityChanges, readTimeSlots);
  const streams = new SlotStreams(
    Math.max(1, Math.round(MAX_SLOT_STREAMS_PER_ADDRESS * app.config.rateLimitMultiplier)),
  );
  route(app, slotEventsEndpoint, async (request, reply) => {
    const { unitId } = request.params;
    const { date } = request.query;
    if (!acceptsEventStream(request)) {
      const { slots } = await readTimeSlots(unitId, date);
      return { date, slots };
    }
    await streamSlots({ request, reply, unitId, date, feeds, streams, liveStreams: app.liveStreams });
  });

  route(app, getDurationsEndpoint, async (request) => {
    const unit = await findUnit(request.params.unitId);
    const { date, start_time } = request.query;
    const hours = await loadVenueHours(app);
    const window = getBusinessWindow(date, timeZone, hours);
    const busy = await findOccupancy(unit, window.opensAt, window.closesAt);
    // A start that is already past offers nothing, like a taken slot.
    const slot = classifySlots({ date, timeZone, now: new Date(), occupied: busy, hours }).find(
      (item) => item.time === start_time,
    );
    if (!slot?.is_available) return { durations: [] };
    return { durations: listDurations({ date, startTime: start_time, busy, timeZone, hours }) };
  });
};
