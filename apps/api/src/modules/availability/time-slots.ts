import type { GetAvailabilityTimeResponse } from '@ruangmain/domain/contracts/availability';
import { classifySlots, getBusinessWindow, type OccupiedInterval } from '@ruangmain/domain/hours';
import type { FastifyInstance } from 'fastify';
import { loadVenueHours } from '../venue-hours/venue-hours';
import {
  type BookableUnit,
  findBookableUnit,
  findOccupiedIntervals,
  findUnitOccupancy,
} from './availability.queries';
import { OccupancyCache } from './occupancy-cache';

export type TimeSlots = GetAvailabilityTimeResponse & {
  /** The business day the slots cover: a change outside it leaves them as they are. */
  window: { opensAt: Date; closesAt: Date };
};

/** How the availability routes read a unit and what occupies it, from memory while nothing changed. */
export type AvailabilityReads = {
  /** An active unit of an available room, or 404 (through the catalogue cache). */
  findUnit(unitId: number): Promise<BookableUnit>;
  /** What occupies a bookable unit in [from, to) (through the occupancy cache). */
  findOccupancy(unit: BookableUnit, from: Date, to: Date): Promise<OccupiedInterval[]>;
  /** The 30-minute slots of a business date (spec 2 §7 get-availability-time); 404 for a unit that cannot be booked. */
  readTimeSlots(unitId: number, date: string): Promise<TimeSlots>;
};

export function createAvailabilityReads(app: FastifyInstance): AvailabilityReads {
  const timeZone = app.config.venueTimeZone;
  const occupancy = new OccupancyCache(app.availabilityChanges, (unitId, from, to) =>
    findOccupiedIntervals(app.db, unitId, from, to),
  );
  const findIntervals = (unitId: number, from: Date, to: Date) => occupancy.find(unitId, from, to);

  const findUnit = (unitId: number) =>
    app.catalogueCache.getValue(
      `bookable-unit:${unitId}`,
      () => findBookableUnit(app.db, unitId),
      (body) => JSON.parse(body) as BookableUnit,
    );
  const findOccupancy = (unit: BookableUnit, from: Date, to: Date) =>
    findUnitOccupancy(findIntervals, unit, from, to);

  return {
    findUnit,
    findOccupancy,
    async readTimeSlots(unitId, date) {
      const unit = await findUnit(unitId);
      const hours = await loadVenueHours(app);
      const window = getBusinessWindow(date, timeZone, hours);
      const occupied = await findOccupancy(unit, window.opensAt, window.closesAt);
      return { date, slots: classifySlots({ date, timeZone, now: new Date(), occupied, hours }), window };
    },
  };
}
