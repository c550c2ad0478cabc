import { CUSTOMER_NOTICE_KINDS, STAFF_NOTICE_KINDS } from '@ruangmain/domain/contracts/notices';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, timestamptz } from './columns';
import { refunds } from './desk';

export const noticeStatus = pgEnum('notice_status', ['pending', 'sent', 'failed']);

/**
 * WhatsApp notices to customers (issue 18 "Notices"), a queue apart from the booking: a booking never
 * waits for or fails on a send. `dedupe_key` makes each notice happen once whatever runs twice (e.g.
 * 'booking_reminder:42' with several sweepers); a failed send is retried at `next_attempt_at` and,
 * once given up, shown to staff.
 */
export const customerNotices = pgTable(
  'customer_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CUSTOMER_NOTICE_KINDS }).notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    refund_id: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    to_phone: text('to_phone').notNull(),
    body: text('body').notNull(),
    status: noticeStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While in the future, one process is sending this notice; others leave it alone. */
    claimed_until: timestamptz('claimed_until'),
    last_error: text('last_error'),
    provider_message_id: text('provider_message_id'),
    sent_at: timestamptz('sent_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_notices_dedupe_key').on(t.dedupe_key),
    index('customer_notices_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('customer_notices_booking_idx').on(t.booking_id),
  ],
);

/**
 * The back office's bell (issue 18 "Notices"): new paid online bookings, food orders placed, payments
 * after release, merchandise claims waiting, notices that failed. Each happens once per subject
 * (`dedupe_key`); who has read which is kept per staff member in staff_notice_reads. An insert is
 * announced on 'staff_notice_added' (migration 0017).
 */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: STAFF_NOTICE_KINDS }).notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    subject_type: text('subject_type').notNull(),
    subject_id: integer('subject_id').notNull(),
    /** How staff name the subject: an invoice number, a voucher code. */
    label: text('label').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_notices_dedupe_key').on(t.dedupe_key),
    index('staff_notices_created_idx').on(t.created_at, t.id),
  ],
);

export const staffNoticeReads = pgTable(
  'staff_notice_reads',
  {
    notice_id: integer('notice_id')
      .notNull()
      .references(() => staffNotices.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notice_id, t.user_id] }),
    index('staff_notice_reads_user_idx').on(t.user_id),
  ],
);
