import type { MarkNoticesReadRequest } from '@ruangmain/domain/contracts/notices';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffNoticeReads, staffNotices } from '../../db/schema/notices';
import { countUnread } from './list-staff-notices';

/**
 * POST /api/admin/notices/read: the caller has read these entries (or all). One statement; reading one
 * twice, or two tabs at once, changes nothing more (the read row's key). Ids that are not entries are
 * passed over. Answers the caller's unread count.
 */
export async function markNoticesRead(
  db: Db,
  input: { userId: number; request: MarkNoticesReadRequest; now: Date },
): Promise<{ unread: number }> {
  const { ids } = input.request;
  await db
    .insert(staffNoticeReads)
    .select(
      db
        .select({
          notice_id: staffNotices.id,
          user_id: sql<number>`${input.userId}::int`.as('user_id'),
          read_at: sql<Date>`${input.now.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(staffNotices)
        .where(ids ? inArray(staffNotices.id, ids) : undefined),
    )
    .onConflictDoNothing();
  return { unread: await countUnread(db, input.userId) };
}
