// Server-sent events read from a streamed body (the board's live version, record 0022): the browser's
// EventSource cannot send the staff's bearer token, so the board reads the stream through fetch.

export type StreamEvent = { event: string; data: string };

/**
 * Splits the text received so far into whole events (a blank line ends one) and what is left to wait
 * for. Comments (`: keep-alive`) and `retry:` lines carry no event; an event without a name is `message`.
 */
export function readEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
