import type { Calls } from './calls';

/**
 * A staff event stream (the board's, the bell's) followed as the staff app follows it (fetch with the
 * bearer token, record 0022): each event is handed to `onEvent` until `signal` aborts. Resolves to the
 * number of events heard; a stream that ends early is opened again, as the app does.
 */
export async function followStream(
  url: string,
  token: string,
  signal: AbortSignal,
  onEvent: (name: string) => void,
): Promise<{ events: number; reconnects: number }> {
  let events = 0;
  let reconnects = -1;
  while (!signal.aborted) {
    reconnects += 1;
    try {
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        signal,
      });
      if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += read.value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = block.match(/^event: ?(.*)$/m)?.[1] ?? 'message';
          if (!/^data:/m.test(block)) continue;
          events += 1;
          onEvent(name);
        }
      }
    } catch {
      if (signal.aborted) break;
      // The app waits a moment before it opens a dropped stream again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  return { events, reconnects };
}

/**
 * A wizard's live slots (issue 31): the stream opened as the time step shows, its first slots timed as
 * `name` in `calls`, its later events counted, until `close()`.
 */
export async function watchSlots(
  calls: Calls,
  name: string,
  path: string,
  counted: { events: number },
): Promise<{ close(): void }> {
  const stop = new AbortController();
  const started = performance.now();
  try {
    const response = await fetch(`${calls.baseUrl}${path}`, {
      headers: { accept: 'text/event-stream' },
      signal: stop.signal,
    });
    if (!response.ok || !response.body) throw new Error(`${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let first = true;
    while (first) {
      const read = await reader.read();
      if (read.done) throw new Error('the stream ended before its first slots');
      buffer += read.value;
      if (buffer.includes('\n\n') && /^event: slots$/m.test(buffer)) first = false;
    }
    calls.record(name, 'customer', performance.now() - started);
    void (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        counted.events += (read.value.match(/^event: slots$/gm) ?? []).length;
      }
    })().catch(() => {});
  } catch {
    if (!stop.signal.aborted) calls.record(name, 'customer', performance.now() - started, true);
    stop.abort();
  }
  return { close: () => stop.abort() };
}
