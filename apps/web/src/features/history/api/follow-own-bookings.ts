import { BOOKING_EVENTS_PATH, OWN_BOOKINGS_EVENT } from '@ruangmain/domain/contracts/booking-events-path';
import type { QueryClient } from '@tanstack/react-query';
import { followEventStream } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';

/** The server asks for a reconnect after 1 s (record 0022); a little more spares a busy venue. */
const RECONNECT_MS = 2_000;
/** Streams cut in a row before the page leaves it to its 30-second refresh (a proxy that buffers). */
const STREAM_ATTEMPTS = 5;

/**
 * The version an event carries (`{ "version": "…" }`), else null. Read by hand: a schema's parser
 * would bring the validation library into the customer's first load (the size budgets, record 0018).
 */
const versionOf = (data: string): string | null => {
  try {
    const { version } = JSON.parse(data) as { version?: unknown };
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
};

/**
 * Follows the customer's own bookings until `signal` aborts: when one changes (the kitchen starts or
 * serves their food, the desk checks them in, a payment lands), the lists and details are asked again.
 * The stream carries only a fingerprint of their own bookings.
 */
export function followOwnBookings(queryClient: QueryClient, signal: AbortSignal): void {
  let seen: string | null = null;
  void followEventStream(
    { path: BOOKING_EVENTS_PATH },
    {
      signal,
      attempts: STREAM_ATTEMPTS,
      retryMs: RECONNECT_MS,
      onEvent: (event) => {
        const version = event.event === OWN_BOOKINGS_EVENT ? versionOf(event.data) : null;
        if (version === null) return false;
        // The stream opens after the page has drawn (live-history.ts), so a change may fall between the
        // lists' answer and the first version: the first is read as news too, then every other one.
        if (version !== seen) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.customer.bookings() });
        }
        seen = version;
        return true;
      },
    },
  );
}
