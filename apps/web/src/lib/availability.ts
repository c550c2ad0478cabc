// A unit's availability (spec 2 §7): its fully booked days, the slots of a date and the hours a start
// allows, for the booking wizard and for moving a booking. Public calls, refetched on view.
import {
  getAvailabilityDaysEndpoint,
  getAvailabilityTimeEndpoint,
  getDurationsEndpoint,
} from '@ruangmain/domain/contracts/availability';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Availability changes as others book: always refetched on view, never cached for long.
const FRESH_MS = 15_000;

/** Which dates of the visible month are fully booked for a unit (spec 2 §7 get-availability-day). */
export const availabilityDaysQueryOptions = (unitId: number | null, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: queryKeys.availability.days(unitId, startDate, endDate),
    queryFn:
      unitId === null
        ? skipToken
        : () =>
            call(getAvailabilityDaysEndpoint, {
              params: { unitId },
              body: { start_date: startDate, end_date: endDate },
            }),
    staleTime: FRESH_MS,
  });

export const useAvailabilityDays = (unitId: number | null, startDate: string, endDate: string) =>
  useQuery(availabilityDaysQueryOptions(unitId, startDate, endDate));

/** The 30-minute slots of a date for a unit, with their states (spec 2 §7 get-availability-time). */
export const timeSlotsQueryOptions = (unitId: number | null, date: string | null) =>
  queryOptions({
    queryKey: queryKeys.availability.slots(unitId, date),
    queryFn:
      unitId === null || date === null
        ? skipToken
        : () => call(getAvailabilityTimeEndpoint, { params: { unitId }, body: { date } }),
    staleTime: FRESH_MS,
  });

export const useTimeSlots = (unitId: number | null, date: string | null) =>
  useQuery(timeSlotsQueryOptions(unitId, date));

/** Hours a start allows; an error gives an empty list (spec 2 §7 "Handling of answers"). */
export const durationsQueryOptions = (unitId: number | null, date: string | null, startTime: string | null) =>
  queryOptions({
    queryKey: queryKeys.availability.durations(unitId, date, startTime),
    queryFn:
      unitId === null || date === null || startTime === null
        ? skipToken
        : async () => {
            try {
              const { durations } = await call(getDurationsEndpoint, {
                params: { unitId },
                query: { date, start_time: startTime },
              });
              return durations ?? [];
            } catch {
              return [];
            }
          },
    staleTime: FRESH_MS,
  });

export const useDurations = (unitId: number | null, date: string | null, startTime: string | null) =>
  useQuery(durationsQueryOptions(unitId, date, startTime));
