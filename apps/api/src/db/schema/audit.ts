import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { userRole, users } from './accounts';
import { createdAt } from './columns';

/**
 * The audit trail of staff actions (../shared/DESIGN.md "Staff side": who, when, what, before, after).
 * Rows are only ever inserted; the actor's name and role are copied so the trail reads true later.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    actor_role: userRole('actor_role').notNull(),
    /** What was done, e.g. 'booking.check_in' (contracts/audit.ts AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** What it was done to: 'booking', 'venue_block', 'user_reward', 'fnb_order'. */
    subject_type: text('subject_type').notNull(),
    subject_id: integer('subject_id').notNull(),
    /** How people name the subject: an invoice number, a block's title, a voucher code. */
    subject_label: text('subject_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at, t.id),
    index('audit_log_subject_idx').on(t.subject_type, t.subject_id),
    index('audit_log_actor_idx').on(t.actor_id, t.created_at),
  ],
);
