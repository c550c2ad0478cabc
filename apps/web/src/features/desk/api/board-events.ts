import { BOARD_EVENT, type BoardEventsResponse, BoardVersionSchema } from '@ruangmain/domain/contracts/board';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readEvents } from '@/features/desk/utils/event-stream';
import { apiClient, isApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { queryKeys } from '@/lib/query-keys';

const EVENTS_PATH = '/api/admin/board/events';
/** The stream asks for a reconnect after 1 s (record 0022); polling asks as often. */
const RETRY_MS = 1_000;
/** Streams that fail in a row before the board polls instead (a proxy that buffers or cuts them). */
const STREAM_ATTEMPTS = 3;

class Refused extends Error {}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const versionOf = (data: string): bigint | null => {
  try {
    const parsed = BoardVersionSchema.safeParse(JSON.parse(data));
    return parsed.success ? BigInt(parsed.data.version) : null;
  } catch {
    return null;
  }
};

/**
 * Reads the stream of board versions until it ends. The browser's EventSource cannot carry the staff's
 * bearer token, so the stream is read through fetch. True when at least one version came through.
 */
async function readStream(signal: AbortSignal, onVersion: (version: bigint) => void): Promise<boolean> {
  const token = sessionStore.getToken();
  const response = await fetch(EVENTS_PATH, {
    headers: { Accept: 'text/event-stream', ...(token && { Authorization: `Bearer ${token}` }) },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401 || response.status === 403) throw new Refused();
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
    for (const event of events) {
      const version = event.event === BOARD_EVENT ? versionOf(event.data) : null;
      if (version === null) continue;
      heard = true;
      onVersion(version);
    }
  }
}

/** Asks the version once a second: the fallback when streams do not get through. */
async function poll(signal: AbortSignal, onVersion: (version: bigint) => void) {
  while (!signal.aborted) {
    try {
      const answer = await apiClient.get<BoardEventsResponse>(EVENTS_PATH, { signal });
      onVersion(BigInt(answer.data.version));
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
    }
    await sleep(RETRY_MS, signal);
  }
}

async function follow(signal: AbortSignal, onVersion: (version: bigint) => void) {
  let failures = 0;
  while (!signal.aborted && failures < STREAM_ATTEMPTS) {
    try {
      failures = (await readStream(signal, onVersion)) ? 0 : failures + 1;
    } catch (error) {
      if (error instanceof Refused || signal.aborted) return;
      failures += 1;
    }
    await sleep(RETRY_MS, signal);
  }
  await poll(signal, onVersion);
}

/**
 * The live desk (record 0022): while the staff app is open it follows the board's version and, when a
 * newer one comes (another desk's action, an online booking, a payment), asks everything of the desk
 * on screen again: the board, an open booking, the lists.
 */
export function useLiveDesk() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let seen: bigint | null = null;
    const onVersion = (version: bigint) => {
      // The first version is the one the screen loaded with (or close to it); a newer one is news.
      if (seen !== null && version > seen) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.desk.all() });
      }
      if (seen === null || version > seen) seen = version;
    };
    void follow(controller.signal, onVersion);
    return () => controller.abort();
  }, [queryClient]);
}
