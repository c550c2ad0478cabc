import { BOARD_EVENT } from '@ruangmain/domain/contracts/board';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type EventStream, openEventStream } from '../../lib/event-stream';
import { currentAuth } from '../../plugins/authenticate';
import type { SessionEnds } from '../../plugins/session-ends';
import { apiText } from '../../texts/local-text';
import { type BoardChanges, readBoardVersion } from './board-changes';

/** An event of a stream of versions: its name and its data. */
export type VersionEvent = { name: string; data: unknown };

const toBoardEvent = (version: string): VersionEvent => ({ name: BOARD_EVENT, data: { version } });

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
  toEvent?: (version: string) => VersionEvent;
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
  let stream: EventStream | undefined;
  const send = (version: string) => {
    const event = boardEvent(version);
    stream?.send(event.name, event.data);
  };
  // Subscribed before the first version is read, so no change falls between the two; a change heard
  // before the stream is open is written after the first version, if it is newer.
  let heardEarly: string | undefined;
  const unsubscribe = await changes.subscribe((version) => {
    if (stream) send(version);
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
  const opened = openEventStream(input.request, reply, streams, () => {
    unsubscribe();
    unwatch();
  });
  stream = opened;
  endStream = opened.end;
  send(version);
  if (heardEarly !== undefined && isNewer(heardEarly, version)) send(heardEarly);
}
