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

/** A stream whose events of one name are queued as they come, to be taken one by one. */
export type EventQueue<Data = unknown> = {
  /** The next event's data (parsed JSON), or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Data>;
  /** How many events have come and not been taken by `next`. */
  pending(): number;
  close(): void;
  /** The stream's answer headers. */
  headers: Headers;
};

/**
 * Opens `path` as a browser's EventSource would, over a real connection, and queues the data of each
 * event named `name`; `next` waits `defaultTimeoutMs` for one unless told otherwise.
 */
export async function openEventQueue(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  name: string,
  defaultTimeoutMs = 2_000,
): Promise<EventQueue> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  const waiting: Array<(data: unknown) => void> = [];
  (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.split('\n').includes(`event: ${name}`)) continue;
        const data = JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))
            ?.slice(6) ?? '{}',
        );
        const resolve = waiting.shift();
        if (resolve) resolve(data);
        else events.push(data);
      }
    }
  })();
  return {
    headers: response.headers,
    pending: () => events.length,
    next: (timeoutMs = defaultTimeoutMs) => {
      if (events.length > 0) return Promise.resolve(events.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${name} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push((data) => {
          clearTimeout(timer);
          resolve(data);
        });
      });
    },
    close: () => controller.abort(),
  };
}

/** A stream of versions (the board's, a customer's own bookings'), read event by event. */
export type VersionStream = EventQueue<string>;

/** The versions of a stream's `name` events (`{ version }` as data), queued as openEventQueue does. */
export async function openVersionStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  name: string,
  defaultTimeoutMs: number,
): Promise<VersionStream> {
  const queue = await openEventQueue(baseUrl, path, headers, name, defaultTimeoutMs);
  return {
    ...queue,
    next: async (timeoutMs) => ((await queue.next(timeoutMs)) as { version: string }).version,
  };
}
