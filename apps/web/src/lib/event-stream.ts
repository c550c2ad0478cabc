// Server-sent events read from a streamed body (the board's live version, the bell's newest notice,
// record 0022; a customer's own bookings, issue 30): the browser's EventSource cannot send the bearer
// token, so the app reads its streams through fetch.
import type { AnyEndpoint } from '@ruangmain/domain/contracts/endpoint';
import { sessionStore } from '@/lib/auth/session-store';

export type StreamEvent = { event: string; data: string };

/**
 * An endpoint that streams with `Accept: text/event-stream` (contracts: `boardEventsEndpoint`), or its
 * path alone where its declaration would weigh on the page (contracts/booking-events-path.ts).
 */
export type StreamEndpoint = Pick<AnyEndpoint & { method: 'GET' }, 'path'>;

/**
 * Splits the text received so far into whole events (a blank line ends one) and what is left to wait
 * for. Comments (`: keep-alive`) and `retry:` lines carry no event; an event without a name is `message`.
 */
export function readEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The server refused the caller (401, 403): following the stream stops. */
export class StreamRefused extends Error {}

/**
 * Reads one event stream (its endpoint's GET) until it ends, handing each whole event to `onEvent`,
 * which says whether it was news the stream exists for. True when one such came through.
 */
async function readEventStream(
  endpoint: StreamEndpoint,
  signal: AbortSignal,
  onEvent: (event: StreamEvent) => boolean,
): Promise<boolean> {
  const token = sessionStore.getToken();
  const response = await fetch(endpoint.path, {
    headers: { Accept: 'text/event-stream', ...(token && { Authorization: `Bearer ${token}` }) },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401 || response.status === 403) throw new StreamRefused();
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (!response.ok || !response.body || !isStream) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let heard = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return heard;
    const { events, rest } = readEvents(buffer + value);
    buffer = rest;
    for (const event of events) if (onEvent(event)) heard = true;
  }
}

/** Waits `ms`, or less when the page leaves. */
export const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * How a stream attempt went, for a screen that tells whether it is live (issue 30): `opened` at its
 * first news, then `closed` when it ends; `failed` when one ends, or cannot start, without any.
 */
export type StreamConnection = 'opened' | 'closed' | 'failed';

/**
 * Follows an event stream (the board's versions, the bell's newest notice, record 0022; a customer's
 * own bookings, issue 30), reading
 * it again `retryMs` after it is cut, until the page leaves (`aborted`), the server refuses the caller
 * (`refused`), or `attempts` streams in a row bring nothing (`gave-up`: a proxy that buffers or cuts
 * them), when the caller may poll instead.
 */
export async function followEventStream(
  endpoint: StreamEndpoint,
  options: {
    signal: AbortSignal;
    attempts: number;
    retryMs: number;
    onEvent: (event: StreamEvent) => boolean;
    onConnection?: (connection: StreamConnection) => void;
  },
): Promise<'aborted' | 'refused' | 'gave-up'> {
  const { signal, attempts, retryMs, onEvent, onConnection } = options;
  let failures = 0;
  while (failures < attempts) {
    if (signal.aborted) return 'aborted';
    let isOpen = false;
    const onEventHeard = (event: StreamEvent) => {
      const isNews = onEvent(event);
      if (isNews && !isOpen) {
        isOpen = true;
        onConnection?.('opened');
      }
      return isNews;
    };
    try {
      failures = (await readEventStream(endpoint, signal, onEventHeard)) ? 0 : failures + 1;
    } catch (error) {
      if (signal.aborted) return 'aborted';
      if (error instanceof StreamRefused) return 'refused';
      failures += 1;
    }
    if (signal.aborted) return 'aborted';
    onConnection?.(isOpen ? 'closed' : 'failed');
    await pause(retryMs, signal);
  }
  return signal.aborted ? 'aborted' : 'gave-up';
}
