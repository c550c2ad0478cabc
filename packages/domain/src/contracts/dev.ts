import { z } from 'zod';
import { commonErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

/**
 * GET /api/dev/messages: the WhatsApp outbox, newest first; served only with the outbox provider and
 * never in production (../shared/DESIGN.md "External services").
 */
export const ListDevMessagesQuerySchema = z.object({ phone: z.string().max(30).optional() });
export type ListDevMessagesQuery = z.input<typeof ListDevMessagesQuerySchema>;

export const DevMessageSchema = z.object({
  id: z.number().int(),
  to_phone: z.string(),
  kind: z.string(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  created_at: z.string(),
});
export type DevMessage = z.infer<typeof DevMessageSchema>;

/** The latest 50 messages, to one phone when given. */
export const ListDevMessagesResponseSchema = z.object({ data: z.array(DevMessageSchema) });
export type ListDevMessagesResponse = z.infer<typeof ListDevMessagesResponseSchema>;

export const listDevMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/messages',
  query: ListDevMessagesQuerySchema,
  response: { 200: ListDevMessagesResponseSchema, ...commonErrorResponses },
  tags: ['development'],
  summary: 'The WhatsApp outbox, newest first (development and tests only)',
});
