import { STAFF_NOTICE_EVENT, staffNoticeEventsEndpoint } from '@ruangmain/domain/contracts/notices';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';

const RECONNECT_MS = 2_000;
/** Streams cut in a row before the bell leaves it to its minute's refresh (a proxy that buffers). */
const STREAM_ATTEMPTS = 5;

/** The newest notice's id an event carries (`{"latest_id": 42}`), or null. */
const latestOf = (data: string): number | null => {
  try {
    const latest: unknown = (JSON.parse(data) as { latest_id?: unknown }).latest_id;
    return typeof latest === 'number' && Number.isInteger(latest) ? latest : null;
  } catch {
    return null;
  }
};

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
    void followEventStream(staffNoticeEventsEndpoint, {
      signal: controller.signal,
      attempts: STREAM_ATTEMPTS,
      retryMs: RECONNECT_MS,
      onEvent: (event) => {
        const latest = event.event === STAFF_NOTICE_EVENT ? latestOf(event.data) : null;
        if (latest !== null) onLatest(latest);
        return latest !== null;
      },
    });
    return () => controller.abort();
  }, [queryClient]);
}
