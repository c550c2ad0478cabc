import type { StaffNoticeSchema } from '@ruangmain/domain/contracts/notices';
import { and, count, desc, eq, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { staffNoticeReads, staffNotices } from '../../db/schema/notices';
import { type Paginator, toPaginator } from '../../lib/pagination';

type StaffNotice = z.output<typeof StaffNoticeSchema>;

const readBy = (userId: number) =>
  and(eq(staffNoticeReads.notice_id, staffNotices.id), eq(staffNoticeReads.user_id, userId));

/** The caller's unread entries: those without a read row of theirs. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staffNotices)
    .where(notExists(db.select({ one: sql`1` }).from(staffNoticeReads).where(readBy(userId))));
  return row?.value ?? 0;
}

/** GET /api/admin/notices: the bell's entries, newest first, each read or not for the caller. */
export async function listStaffNotices(
  db: Db,
  input: { userId: number; page: number; perPage: number },
): Promise<Paginator<StaffNotice> & { unread: number }> {
  const rows = await db
    .select({
      id: staffNotices.id,
      kind: staffNotices.kind,
      subject_type: staffNotices.subject_type,
      subject_id: staffNotices.subject_id,
      label: staffNotices.label,
      created_at: staffNotices.created_at,
      is_read: sql<boolean>`${staffNoticeReads.notice_id} is not null`,
    })
    .from(staffNotices)
    .leftJoin(staffNoticeReads, readBy(input.userId))
    .orderBy(desc(staffNotices.created_at), desc(staffNotices.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const [total] = await db.select({ value: count() }).from(staffNotices);
  return {
    ...toPaginator(input.page, input.perPage, total?.value ?? 0, rows as unknown as StaffNotice[]),
    unread: await countUnread(db, input.userId),
  };
}

/** The newest entry's id, 0 before any: what the live stream hands out. */
export async function readLatestNoticeId(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${staffNotices.id}), 0)::int` })
    .from(staffNotices);
  return Number(row?.value ?? 0);
}
