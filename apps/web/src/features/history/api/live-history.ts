import {
  bookingEventsEndpoint,
  OWN_BOOKINGS_EVENT,
  OwnBookingsVersionSchema,
} from '@ruangmain/domain/contracts/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';

/** The server asks for a reconnect after 1 s (record 0022); a little more spares a busy venue. */
const RECONNECT_MS = 2_000;
/** Streams cut in a row before the page leaves it to its 30-second refresh (a proxy that buffers). */
const STREAM_ATTEMPTS = 5;

const versionOf = (data: string): string | null => {
  try {
    const parsed = OwnBookingsVersionSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.version : null;
  } catch {
    return null;
  }
};

/**
 * Keeps the history live (issue 30): while it is open it follows the customer's own bookings and, when
 * one changes (the kitchen starts or serves their food, the desk checks them in, a payment lands), asks
 * the lists and details again. The stream carries only a fingerprint of their own bookings.
 */
export function useLiveHistory() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let seen: string | null = null;
    void followEventStream(bookingEventsEndpoint, {
      signal: controller.signal,
      attempts: STREAM_ATTEMPTS,
      retryMs: RECONNECT_MS,
      onEvent: (event) => {
        const version = event.event === OWN_BOOKINGS_EVENT ? versionOf(event.data) : null;
        if (version === null) return false;
        // The first version is what the page loaded with; another, also after a reconnect, is news.
        if (seen !== null && version !== seen) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.customer.bookings() });
        }
        seen = version;
        return true;
      },
    });
    return () => controller.abort();
  }, [queryClient]);
}
