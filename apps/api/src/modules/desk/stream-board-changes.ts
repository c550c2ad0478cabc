import type { OutgoingHttpHeaders } from 'node:http';
import { BOARD_EVENT } from '@ruangmain/domain/contracts/board';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { currentAuth } from '../../plugins/authenticate';
import type { SessionEnds } from '../../plugins/session-ends';
import { apiText } from '../../texts/local-text';
import { type BoardChanges, readBoardVersion } from './board-changes';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 20_000;
/** How soon a browser reconnects a cut stream (EventSource's `retry`). */
const RECONNECT_MS = 1_000;

/** Whether the caller asked for server-sent events (an EventSource always does). */
export function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

const toBoardEvent = (version: string) => `event: ${BOARD_EVENT}\ndata: ${JSON.stringify({ version })}\n\n`;

/**
 * Streams the board's versions to one board (record 0022): the current one at once, then one after
 * every change. The reply is taken over from Fastify (no compression, which would hold events back);
 * the stream ends when the board goes away, when the caller's session ends (logout, a block, a role
 * change; migration 0019) or when `streams` is ended (the app closing).
 */
export async function streamBoardChanges(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  changes: Pick<BoardChanges, 'subscribe'>;
  sessionEnds: SessionEnds;
  streams: Set<() => void>;
  /** Another stream of versions (the staff bell's): how to read the current one and write an event. */
  readVersion?: (db: Db) => Promise<string>;
  toEvent?: (version: string) => string;
  /**
   * Whether a version heard while the stream opened is news beside the first one read; versions that
   * are no counter (a customer's fingerprint) say so otherwise.
   */
  isNewer?: (heard: string, first: string) => boolean;
}): Promise<void> {
  const { reply, db, changes, sessionEnds, streams } = input;
  const readVersion = input.readVersion ?? readBoardVersion;
  const boardEvent = input.toEvent ?? toBoardEvent;
  const isNewer = input.isNewer ?? ((heard: string, first: string) => BigInt(heard) > BigInt(first));
  const raw = reply.raw;
  // Subscribed before the first version is read, so no change falls between the two; a change heard
  // before the stream is open is written after the first version, if it is newer.
  let heardEarly: string | undefined;
  const unsubscribe = await changes.subscribe((version) => {
    if (raw.headersSent) raw.write(boardEvent(version));
    else heardEarly = version;
  });
  // The session is watched from before the stream opens: one that ends meanwhile ends it at once.
  let endStream: (() => void) | undefined;
  let hasSessionEnded = false;
  const onSessionEnded = () => {
    hasSessionEnded = true;
    endStream?.();
  };
  let version: string;
  let unwatch: () => void = () => {};
  try {
    unwatch = await sessionEnds.watch(currentAuth(input.request).sessionId, onSessionEnded);
    version = await readVersion(db);
  } catch (error) {
    unsubscribe();
    unwatch();
    throw error;
  }
  if (hasSessionEnded) {
    unsubscribe();
    throw new AppError('unauthenticated', apiText('request.unauthenticated'));
  }
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
  raw.write(`retry: ${RECONNECT_MS}\n${boardEvent(version)}`);
  if (heardEarly !== undefined && isNewer(heardEarly, version)) raw.write(boardEvent(heardEarly));
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const end = () => {
    clearInterval(keepAlive);
    unsubscribe();
    unwatch();
    streams.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  endStream = end;
  streams.add(end);
  raw.on('close', end);
  raw.on('error', end);
  // Gone while the stream was being opened: 'close' has already been and will not come again.
  if (raw.destroyed || input.request.raw.destroyed) end();
}
