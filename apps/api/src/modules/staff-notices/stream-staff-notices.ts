import type { OutgoingHttpHeaders } from 'node:http';
import { STAFF_NOTICE_EVENT } from '@ruangmain/domain/contracts/notices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { BoardChanges } from '../desk/board-changes';
import { KEEP_ALIVE_MS } from '../desk/stream-board-changes';
import { readLatestNoticeId } from './list-staff-notices';

const noticeEvent = (latestId: number) =>
  `event: ${STAFF_NOTICE_EVENT}\ndata: ${JSON.stringify({ latest_id: latestId })}\n\n`;

/**
 * Streams the newest entry's id to one bell: at once, then after every new entry (the board's way,
 * stream-board-changes.ts). Ends when the bell goes away or the app closes (`streams`).
 */
export async function streamStaffNotices(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  changes: BoardChanges;
  streams: Set<() => void>;
}): Promise<void> {
  const { reply, changes, streams } = input;
  const raw = reply.raw;
  let heardEarly: number | undefined;
  const unsubscribe = await changes.subscribe((version) => {
    if (raw.headersSent) raw.write(noticeEvent(Number(version)));
    else heardEarly = Number(version);
  });
  const latestId = await readLatestNoticeId(input.db).catch((error: unknown) => {
    unsubscribe();
    throw error;
  });
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'close',
  });
  raw.write(`retry: 1000\n${noticeEvent(latestId)}`);
  if (heardEarly !== undefined && heardEarly > latestId) raw.write(noticeEvent(heardEarly));
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const end = () => {
    clearInterval(keepAlive);
    unsubscribe();
    streams.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  streams.add(end);
  raw.on('close', end);
  raw.on('error', end);
  if (raw.destroyed || input.request.raw.destroyed) end();
}
