// The wizard's live slots (issue 31): while a date's slots are on screen, the server streams them again
// whenever someone holds, pays, books at the desk or frees a slot of that unit and date, and the
// answer replaces the one React Query holds. The hours a start allows and the month's full days are
// read again too. An EventSource reconnects by itself; without one, the slots are read on view as before.
import {
  type GetAvailabilityTimeResponse,
  SLOTS_EVENT,
  slotEventsEndpoint,
} from '@ruangmain/domain/contracts/availability';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { endpointUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Follows a date's slots for a unit while mounted. `onChange` hears each change after the first answer
 * (the stream's first event is the slots as they are).
 */
export function useLiveSlots(
  unitId: number | null,
  date: string | null,
  onChange?: (slots: GetAvailabilityTimeResponse) => void,
): void {
  const queryClient = useQueryClient();
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    if (unitId === null || date === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(endpointUrl(slotEventsEndpoint, { params: { unitId }, query: { date } }));
    let isFirst = true;
    const onSlots = (event: MessageEvent<string>) => {
      const slots = JSON.parse(event.data) as GetAvailabilityTimeResponse;
      queryClient.setQueryData(queryKeys.availability.slots(unitId, date), slots);
      if (isFirst) {
        isFirst = false;
        return;
      }
      const unit = queryKeys.availability.ofUnit(unitId);
      void queryClient.invalidateQueries({ queryKey: [...unit, 'durations', date] });
      void queryClient.invalidateQueries({ queryKey: [...unit, 'days'] });
      latestOnChange.current?.(slots);
    };
    source.addEventListener(SLOTS_EVENT, onSlots);
    return () => source.close();
  }, [unitId, date, queryClient]);
}
