import { describe, expect, it } from 'vitest';
import { readEvents } from '@/lib/event-stream';

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
