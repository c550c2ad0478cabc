import { boardEventsEndpoint } from '@ruangmain/domain/contracts/board';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followEventStream, readEvents, type StreamConnection } from '@/lib/event-stream';

describe('readEvents', () => {
  it('reads named events and skips the retry line and comments', () => {
    const { events, rest } = readEvents(
      'retry: 1000\nevent: board\ndata: {"version":"24"}\n\n: keep-alive\n\nevent: board\ndata: {"version":"25"}\n\n',
    );
    expect(events).toEqual([
      { event: 'board', data: '{"version":"24"}' },
      { event: 'board', data: '{"version":"25"}' },
    ]);
    expect(rest).toBe('');
  });

  it('keeps an event cut in the middle for the next chunk', () => {
    const first = readEvents('event: board\ndata: {"vers');
    expect(first.events).toEqual([]);
    const second = readEvents(`${first.rest}ion":"3"}\n\n`);
    expect(second.events).toEqual([{ event: 'board', data: '{"version":"3"}' }]);
  });

  it('joins data lines, names an unnamed event message and reads CRLF', () => {
    expect(readEvents('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});

describe('followEventStream', () => {
  const streamOf = (...chunks: string[]) =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );

  afterEach(() => vi.unstubAllGlobals());

  it('tells when a stream opens, is cut, and cannot come back', async () => {
    const answers = [
      () => Promise.resolve(streamOf('event: board\ndata: {"version":"7"}\n\n')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(streamOf(': keep-alive\n\n')),
    ];
    vi.stubGlobal('fetch', () => answers.shift()?.());
    const connections: StreamConnection[] = [];
    const outcome = await followEventStream(boardEventsEndpoint, {
      signal: new AbortController().signal,
      attempts: 2,
      retryMs: 0,
      onEvent: (event) => event.event === 'board',
      onConnection: (connection) => connections.push(connection),
    });
    expect(outcome).toBe('gave-up');
    expect(connections).toEqual(['opened', 'closed', 'failed', 'failed']);
  });

  it('tells nothing once the page has left', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const connections: StreamConnection[] = [];
    const outcome = await followEventStream(boardEventsEndpoint, {
      signal: controller.signal,
      attempts: 3,
      retryMs: 0,
      onEvent: () => true,
      onConnection: (connection) => connections.push(connection),
    });
    expect(outcome).toBe('aborted');
    expect(connections).toEqual([]);
  });
});
