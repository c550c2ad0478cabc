import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const EVENT_STREAM_KEEP_ALIVE_MS = 20_000;
/** How soon a browser reconnects a cut stream (EventSource's `retry`). */
export const EVENT_STREAM_RECONNECT_MS = 1_000;

/** Whether the caller asked for server-sent events (an EventSource always does). */
export function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

export type EventStream = {
  /** Writes one named event with `data` as its JSON. */
  send(event: string, data: unknown): void;
  end(): void;
};

/**
 * Takes `reply` over from Fastify as a server-sent event stream (no compression, which would hold
 * events back), with a reconnect hint and keep-alive comments. The stream is in `streams` while open
 * (the app ends them all before it closes) and ends when the caller goes away; `onEnd` runs once then.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  onEnd: () => void,
): EventStream {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and similar proxies buffer answers unless told not to.
    'x-accel-buffering': 'no',
    // The connection is the stream's: when the stream ends, so does it (a kept-alive socket would hold
    // the server's close up).
    connection: 'close',
  });
  raw.write(`retry: ${EVENT_STREAM_RECONNECT_MS}\n\n`);
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), EVENT_STREAM_KEEP_ALIVE_MS);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    streams.delete(end);
    onEnd();
    if (!raw.writableEnded) raw.end();
  };
  streams.add(end);
  raw.on('close', end);
  raw.on('error', end);
  // Gone while the stream was being opened: 'close' has already been and will not come again.
  if (raw.destroyed || request.raw.destroyed) end();
  return {
    send: (event, data) => {
      if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end,
  };
}
