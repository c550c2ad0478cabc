import type {
  CustomerNoticeKind,
  STAFF_NOTICE_SUBJECTS,
  StaffNoticeKind,
} from '@ruangmain/domain/contracts/notices';
import type { Db } from '../../db/client';
import { customerNotices, staffNotices } from '../../db/schema/notices';
import { signalNoticeQueued } from './notice-signal';

/** The customer's and the bell's kinds, as the contracts list them. */
export type { CustomerNoticeKind, StaffNoticeKind };

/** What a bell entry points at, for its link (bookings and food orders are both bookings). */
export type StaffNoticeSubject = (typeof STAFF_NOTICE_SUBJECTS)[number];

/**
 * Queues a WhatsApp notice, once per `dedupeKey` (a second enqueue of the same event changes nothing),
 * inside the caller's transaction so the notice stands or falls with the change it tells of. Sending
 * happens later, outside (send-due-notices.ts). True when this call queued it.
 */
export async function enqueueCustomerNotice(
  tx: Pick<Db, 'insert'>,
  notice: {
    kind: CustomerNoticeKind;
    dedupeKey: string;
    toPhone: string;
    body: string;
    bookingId?: number | null;
    refundId?: number | null;
    now?: Date;
  },
): Promise<boolean> {
  const queued = await tx
    .insert(customerNotices)
    .values({
      kind: notice.kind,
      dedupe_key: notice.dedupeKey,
      to_phone: notice.toPhone,
      body: notice.body,
      booking_id: notice.bookingId ?? null,
      refund_id: notice.refundId ?? null,
      ...(notice.now ? { next_attempt_at: notice.now, created_at: notice.now } : {}),
    })
    .onConflictDoNothing({ target: customerNotices.dedupe_key })
    .returning({ id: customerNotices.id });
  if (queued.length > 0) signalNoticeQueued();
  return queued.length > 0;
}

/**
 * Rings the back office's bell, once per `dedupeKey`, inside the caller's transaction; the database
 * announces the new row on 'staff_notice_added' (migration 0017).
 */
export async function addStaffNotice(
  tx: Pick<Db, 'insert'>,
  notice: {
    kind: StaffNoticeKind;
    dedupeKey: string;
    subjectType: StaffNoticeSubject;
    subjectId: number;
    label: string;
  },
): Promise<boolean> {
  const added = await tx
    .insert(staffNotices)
    .values({
      kind: notice.kind,
      dedupe_key: notice.dedupeKey,
      subject_type: notice.subjectType,
      subject_id: notice.subjectId,
      label: notice.label,
    })
    .onConflictDoNothing({ target: staffNotices.dedupe_key })
    .returning({ id: staffNotices.id });
  return added.length > 0;
}
