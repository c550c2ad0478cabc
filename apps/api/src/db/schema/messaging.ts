import { index, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

export const messageStatus = pgEnum('message_status', ['queued', 'sent', 'failed']);

export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    to_phone: text('to_phone').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    status: messageStatus('status').notNull().default('queued'),
    provider_message_id: text('provider_message_id'),
    error: text('error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [index('outbound_messages_phone_idx').on(t.to_phone, t.created_at)],
);
