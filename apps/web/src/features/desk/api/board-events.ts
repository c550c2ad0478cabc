import { BOARD_EVENT, BoardVersionSchema, boardEventsEndpoint } from '@ruangmain/domain/contracts/board';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportLiveConnection, resetLiveConnection } from '@/features/desk/hooks/use-live-connection';
import { subscribeToNetwork } from '@/hooks/use-is-online';
import { call, isApiError } from '@/lib/api-client';
import { followEventStream, pause, type StreamConnection } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';

/** The stream asks for a reconnect after 1 s (record 0022); polling asks as often. */
const RETRY_MS = 1_000;
/** Streams that fail in a row before the board polls instead (a proxy that buffers or cuts them). */
const STREAM_ATTEMPTS = 3;

const versionOf = (data: string): bigint | null => {
  try {
    const parsed = BoardVersionSchema.safeParse(JSON.parse(data));
    return parsed.success ? BigInt(parsed.data.version) : null;
  } catch {
    return null;
  }
};

type Listeners = {
  onVersion: (version: bigint) => void;
  onConnection: (connection: StreamConnection) => void;
};

/** Asks the version once a second: the fallback when streams do not get through. */
async function poll(signal: AbortSignal, { onVersion, onConnection }: Listeners) {
  while (!signal.aborted) {
    try {
      const answer = await call(boardEventsEndpoint, { signal });
      onVersion(BigInt(answer.data.version));
      onConnection('opened');
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      if (!signal.aborted) onConnection('failed');
    }
    await pause(RETRY_MS, signal);
  }
}

/** The stream of board versions while it gets through, polling once it does not. */
async function follow(signal: AbortSignal, listeners: Listeners) {
  const { onVersion, onConnection } = listeners;
  const outcome = await followEventStream(boardEventsEndpoint, {
    signal,
    attempts: STREAM_ATTEMPTS,
    retryMs: RETRY_MS,
    onConnection,
    onEvent: (event) => {
      const version = event.event === BOARD_EVENT ? versionOf(event.data) : null;
      if (version !== null) onVersion(version);
      return version !== null;
    },
  });
  if (outcome === 'gave-up') await poll(signal, listeners);
}

/**
 * The live desk (record 0022): while the staff app is open it follows the board's version and, when a
 * newer one comes (another desk's action, an online booking, a payment), asks everything of the desk
 * on screen again: the board, an open booking, the lists. Whether versions get through is reported to
 * `useLiveConnection` (issue 30). When the browser goes offline the stream is let go at once (a cut
 * connection may take long to fail) and followed again as soon as it is back online.
 */
export function useLiveDesk() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let following = new AbortController();
    let seen: bigint | null = null;
    const onVersion = (version: bigint) => {
      // The first version is the one the screen loaded with (or close to it); a newer one is news, also
      // the first after a reconnect when a change came meanwhile.
      if (seen !== null && version > seen) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.desk.all() });
      }
      if (seen === null || version > seen) seen = version;
    };
    const onConnection = (connection: StreamConnection) =>
      reportLiveConnection({ type: connection, at: new Date() });
    const start = () => {
      following.abort();
      following = new AbortController();
      void follow(following.signal, { onVersion, onConnection });
    };
    const onNetworkChange = () => {
      if (navigator.onLine) start();
      else {
        following.abort();
        onConnection('failed');
      }
    };
    start();
    const unsubscribe = subscribeToNetwork(onNetworkChange);
    return () => {
      unsubscribe();
      following.abort();
      resetLiveConnection();
    };
  }, [queryClient]);
}
