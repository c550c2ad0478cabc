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
