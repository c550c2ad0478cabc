import { listDevMessagesEndpoint } from '@ruangmain/domain/contracts/dev';
import { normalizePhone } from '@ruangmain/domain/phone';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboundMessages } from '../../db/schema/messaging';
import { route } from '../../lib/endpoint-route';

/**
 * GET /api/dev/messages: the WhatsApp outbox, newest first, for the first run on one's own machine
 * and for tests. Registered only with the outbox provider, where no message ever leaves the machine,
 * and never in production: it lists everyone's codes (record 0009).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listDevMessagesEndpoint, async (request) => {
    const phone = request.query.phone
      ? (normalizePhone(request.query.phone) ?? request.query.phone)
      : undefined;
    const rows = await app.db
      .select({
        id: outboundMessages.id,
        to_phone: outboundMessages.to_phone,
        kind: outboundMessages.kind,
        body: outboundMessages.body,
        status: outboundMessages.status,
        created_at: outboundMessages.created_at,
      })
      .from(outboundMessages)
      .where(phone ? eq(outboundMessages.to_phone, phone) : undefined)
      .orderBy(desc(outboundMessages.id))
      .limit(50);
    return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
  });
};
