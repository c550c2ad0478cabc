import { STAFF_NOTICE_EVENT } from '@ruangmain/domain/contracts/notices';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '@/lib/auth/session-store';
import { queryKeys } from '@/lib/query-keys';

const EVENTS_PATH = '/api/admin/notices/events';
const RECONNECT_MS = 2_000;
/** Streams cut in a row before the bell leaves it to its minute's refresh (a proxy that buffers). */
const STREAM_ATTEMPTS = 5;
class Refused extends Error {}

const LATEST = new RegExp(`event: ${STAFF_NOTICE_EVENT}\\ndata: \\{"latest_id":(\\d+)\\}`, 'g');

/**
 * Reads the bell's stream (GET /api/admin/notices/events) through fetch, which, unlike EventSource, can
 * carry the staff's bearer token; calls `onLatest` with each newest id. True when one came through.
 */
async function readStream(signal: AbortSignal, onLatest: (id: number) => void): Promise<boolean> {
  const token = sessionStore.getToken();
  const response = await fetch(EVENTS_PATH, {
    headers: { Accept: 'text/event-stream', ...(token && { Authorization: `Bearer ${token}` }) },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401 || response.status === 403) throw new Refused();
  if (!response.ok || !response.body) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let heard = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return heard;
    buffer += value.replace(/\r\n?/g, '\n');
    const end = buffer.lastIndexOf('\n\n');
    if (end < 0) continue;
    for (const match of buffer.slice(0, end).matchAll(LATEST)) {
      heard = true;
      onLatest(Number(match[1]));
    }
    buffer = buffer.slice(end + 2);
  }
}

/**
 * Keeps the bell live (issue 18 "Notices", like the board, record 0022): when a newer entry than the
 * one first heard comes, from any API process, the bell's list is asked again.
 */
export function useLiveNotices() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let seen: number | null = null;
    const onLatest = (id: number) => {
      if (seen !== null && id > seen)
        void queryClient.invalidateQueries({ queryKey: queryKeys.desk.notices() });
      if (seen === null || id > seen) seen = id;
    };
    void (async () => {
      let failures = 0;
      while (!controller.signal.aborted && failures < STREAM_ATTEMPTS) {
        try {
          failures = (await readStream(controller.signal, onLatest)) ? 0 : failures + 1;
        } catch (error) {
          if (error instanceof Refused || controller.signal.aborted) return;
          failures += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    })();
    return () => controller.abort();
  }, [queryClient]);
}
