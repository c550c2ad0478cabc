import { STAFF_NOTICE_EVENT } from '@ruangmain/domain/contracts/notices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { SessionEnds } from '../../plugins/session-ends';
import type { BoardChanges } from '../desk/board-changes';
import { streamBoardChanges, type VersionEvent } from '../desk/stream-board-changes';
import { readLatestNoticeId } from './list-staff-notices';

const toNoticeEvent = (version: string): VersionEvent => ({
  name: STAFF_NOTICE_EVENT,
  data: { latest_id: Number(version) },
});

/**
 * Streams the newest entry's id to one bell: at once, then after every new entry, the board's way
 * (stream-board-changes.ts). Ends when the bell goes away, its session ends or the app closes.
 */
export function streamStaffNotices(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  changes: BoardChanges;
  sessionEnds: SessionEnds;
  streams: Set<() => void>;
}): Promise<void> {
  return streamBoardChanges({
    ...input,
    readVersion: async (db) => String(await readLatestNoticeId(db)),
    toEvent: toNoticeEvent,
  });
}
