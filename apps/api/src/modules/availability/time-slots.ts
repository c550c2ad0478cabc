import type { GetAvailabilityTimeResponse } from '@ruangmain/domain/contracts/availability';
import { classifySlots, getBusinessWindow } from '@ruangmain/domain/hours';
import type { FastifyInstance } from 'fastify';
import { loadVenueHours } from '../venue-hours/venue-hours';
import { findBookableUnit, findUnitOccupancy } from './availability.queries';

export type TimeSlots = GetAvailabilityTimeResponse & {
  /** The business day the slots cover: a change outside it leaves them as they are. */
  window: { opensAt: Date; closesAt: Date };
};

/**
 * The 30-minute slots of a business date for a unit (spec 2 §7 get-availability-time), as the wizard
 * asks for them and as its live stream sends them: 404 for a unit that cannot be booked.
 */
export async function readTimeSlots(app: FastifyInstance, unitId: number, date: string): Promise<TimeSlots> {
  const timeZone = app.config.venueTimeZone;
  const unit = await findBookableUnit(app.db, unitId);
  const hours = await loadVenueHours(app);
  const window = getBusinessWindow(date, timeZone, hours);
  const occupied = await findUnitOccupancy(app.db, unit, window.opensAt, window.closesAt);
  return { date, slots: classifySlots({ date, timeZone, now: new Date(), occupied, hours }), window };
}
