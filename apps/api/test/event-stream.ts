/** A server-sent events stream opened as a browser's EventSource would, over a real connection. */
export type EventStream = {
  /** Resolves with the first event's name once it has arrived. */
  opened: Promise<string>;
  /** Resolves once the server has ended the stream (or the connection is gone). */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
};

/** Opens `path` of `baseUrl` with an event-stream Accept; throws unless it answers 200. */
export async function openEventStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let isEnded = false;
  let onOpened: (event: string) => void = () => {};
  const opened = new Promise<string>((resolve) => {
    onOpened = resolve;
  });
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += value;
      const event = /^event: (.+)$/m.exec(buffer)?.[1];
      if (event) onOpened(event);
    }
    isEnded = true;
  })();
  return { opened, ended, isEnded: () => isEnded, close: () => controller.abort() };
}

/** Resolves with how long after `since` `stream` ended, or fails once `timeoutMs` after it have gone by. */
export async function timeStreamEnd(stream: EventStream, since: number, timeoutMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the stream was still open ${timeoutMs} ms later`)),
      Math.max(0, since + timeoutMs - Date.now()),
    );
  });
  try {
    await Promise.race([stream.ended, late]);
    return Date.now() - since;
  } finally {
    clearTimeout(timer);
  }
}

/** A stream of versions (the board's, a customer's own bookings'), read event by event. */
export type VersionStream = {
  /** The next `eventName` event's version, or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<string>;
  /** How many events have come and not been taken by `next`. */
  pending(): number;
  close(): void;
  /** The stream's answer headers. */
  headers: Headers;
};

/**
 * Opens `path` as a browser's EventSource would, over a real connection, and queues the version of each
 * event named `eventName`; `next` waits `defaultTimeoutMs` for one unless told otherwise.
 */
export async function openVersionStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  eventName: string,
  defaultTimeoutMs: number,
): Promise<VersionStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: string[] = [];
  const waiting: Array<(version: string) => void> = [];
  (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes(`event: ${eventName}`)) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          const version = JSON.parse(data?.slice(6) ?? '{}').version as string;
          const resolve = waiting.shift();
          if (resolve) resolve(version);
          else events.push(version);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    headers: response.headers,
    pending: () => events.length,
    next: (timeoutMs = defaultTimeoutMs) => {
      const queued = events.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${eventName} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push((version) => {
          clearTimeout(timer);
          resolve(version);
        });
      });
    },
    close: () => controller.abort(),
  };
}
