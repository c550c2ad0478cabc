import {
  listStaffNoticesEndpoint,
  markNoticesReadEndpoint,
  retryCustomerNoticeEndpoint,
  staffNoticeEventsEndpoint,
} from '@ruangmain/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { acceptsEventStream } from '../../lib/event-stream';
import { currentAuth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { toAuditActor } from '../audit/record-audit';
import type { BoardChanges } from '../desk/board-changes';
import { listStaffNotices, readLatestNoticeId } from './list-staff-notices';
import { markNoticesRead } from './mark-notices-read';
import { retryCustomerNotice } from './retry-customer-notice';
import { streamStaffNotices } from './stream-staff-notices';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's bell announcements, for the bells' streams (app.ts, staff-notice-changes.ts). */
    staffNoticeChanges: BoardChanges;
  }
}

/** The back office's bell (issue 18 "Notices"), staff and admins: list, read, live, retry. */
export const staffNoticeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = app.staffNoticeChanges;
  // The app's open streams: ended when it closes, counted by the metrics (app.ts).
  const streams = app.liveStreams;

  route(app, listStaffNoticesEndpoint, async (request) => {
    const { user } = currentAuth(request);
    const { page, per_page } = request.query;
    return listStaffNotices(app.db, { userId: user.id, page, perPage: per_page });
  });

  route(app, markNoticesReadEndpoint, async (request) =>
    markNoticesRead(app.db, { userId: currentAuth(request).user.id, request: request.body, now: new Date() }),
  );

  route(app, staffNoticeEventsEndpoint, async (request, reply) => {
    if (!acceptsEventStream(request)) return { data: { latest_id: await readLatestNoticeId(app.db) } };
    await streamStaffNotices({ request, reply, db: app.db, changes, sessionEnds: app.sessionEnds, streams });
    return reply;
  });

  route(app, retryCustomerNoticeEndpoint, async (request) => ({
    message: sayTo(request, apiText('desk.noticeResent')),
    data: await retryCustomerNotice(app.db, {
      id: request.params.id,
      actor: toAuditActor(currentAuth(request).user),
      now: new Date(),
    }),
  }));
};
