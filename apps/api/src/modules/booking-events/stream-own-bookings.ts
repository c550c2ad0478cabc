import { OWN_BOOKINGS_EVENT } from '@ruangmain/domain/contracts/bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import type { SessionEnds } from '../../plugins/session-ends';
import type { BoardChanges } from '../desk/board-changes';
import { streamBoardChanges, type VersionEvent } from '../desk/stream-board-changes';
import { readOwnBookingsVersion } from './own-bookings-version';

const toOwnBookingsEvent = (version: string): VersionEvent => ({
  name: OWN_BOOKINGS_EVENT,
  data: { version },
});

/**
 * Streams one customer's own bookings' fingerprint (issue 30: the history follows the kitchen live), the
 * board's way (stream-board-changes.ts): every change in the venue is heard, but only one that alters
 * this customer's own bookings is written, so the stream tells them nothing of others, not even when
 * others book. Fingerprints are read one after another, so an older one never follows a newer.
 */
export function streamOwnBookings(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  changes: BoardChanges;
  sessionEnds: SessionEnds;
  streams: Set<() => void>;
}): Promise<void> {
  const { db, changes } = input;
  const userId = currentAuth(input.request).user.id;
  let last: string | undefined;
  let reading = Promise.resolve();
  const ownChanges: Pick<BoardChanges, 'subscribe'> = {
    subscribe: (onChange) =>
      changes.subscribe(() => {
        reading = reading.then(async () => {
          const version = await readOwnBookingsVersion(db, userId).catch(() => last);
          if (version === undefined || version === last) return;
          last = version;
          onChange(version);
        });
      }),
  };
  return streamBoardChanges({
    ...input,
    changes: ownChanges,
    readVersion: async () => {
      last = await readOwnBookingsVersion(db, userId);
      return last;
    },
    toEvent: toOwnBookingsEvent,
    // The first fingerprint is read after the stream listens: whatever changed before is in it.
    isNewer: () => false,
  });
}
