import { useEffect, useState } from 'react';
import { getVenueDateTime } from '@/lib/venue-clock';

// Slots are 30 minutes apart; a check every 20 s turns a slot "past" soon enough after it starts.
const TICK_MS = 20_000;

/** Venue-local now, 'yyyy-MM-dd HH:mm', kept current while the screen is open. */
export function useVenueNow(): string {
  const [now, setNow] = useState(getVenueDateTime);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(getVenueDateTime()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
