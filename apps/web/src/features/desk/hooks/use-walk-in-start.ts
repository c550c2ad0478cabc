import { findWalkInStart } from '@ruangmain/domain/bookings';
import { useState } from 'react';
import { useServerNow } from '@/features/desk/hooks/use-server-now';

export const HOUR_MS = 3_600_000;

/** How soon a cell must start for the walk-in to be offered "start now" instead (the next cell). */
const START_NOW_WITHIN_MS = 30 * 60_000;

/**
 * When a walk-in on a board cell starts (issue 29 item 6): a cell already begun starts now, to the
 * minute; the next cell may too, when the desk ticks "start now"; any other at the cell's time. Its
 * length is whole hours up to closing.
 */
export function useWalkInStart({
  cellStart,
  closesAt,
  serverNow,
}: {
  cellStart: Date;
  closesAt: Date;
  /** The board's server clock, so "now" is the venue's, not the tablet's. */
  serverNow: string;
}) {
  const now = useServerNow(serverNow);
  const hasBegun = cellStart.getTime() <= now.getTime();
  const canStartNow = !hasBegun && cellStart.getTime() - now.getTime() <= START_NOW_WITHIN_MS;
  const [wantsNow, setWantsNow] = useState(false);
  const startsNow = hasBegun || (canStartNow && wantsNow);
  const nowStart = findWalkInStart(cellStart, now);
  const start = startsNow ? nowStart : cellStart;
  const clockOffset = now.getTime() - Date.now();
  return {
    start,
    startsNow,
    /** The start "start now" would give, while the desk may choose it. */
    nowStart: canStartNow ? nowStart : null,
    wantsNow,
    setWantsNow,
    maxHours: Math.max(0, Math.floor((closesAt.getTime() - start.getTime()) / HOUR_MS)),
    /** "Now" read again at the click: the minute the party starts playing. */
    readStartAt: () => (startsNow ? findWalkInStart(cellStart, new Date(Date.now() + clockOffset)) : start),
  };
}
