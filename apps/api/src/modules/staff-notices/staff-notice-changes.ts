import type { Database, Db } from '../../db/client';
import { BOARD_SETTLE_MS, BoardChanges } from '../desk/board-changes';
import { readLatestNoticeId } from './list-staff-notices';

/** Where the database announces a new bell entry (migration 0017). */
export const STAFF_NOTICE_CHANNEL = 'staff_notice_added';

/**
 * One process's ear on the bell's channel, shared by all its streams, the board's way (record 0022):
 * one LISTEN however many bells are open; the version is the newest entry's id.
 */
export function listenToStaffNotices(db: Db, listen: Database['listen']): BoardChanges {
  return new BoardChanges(db, listen, BOARD_SETTLE_MS, STAFF_NOTICE_CHANNEL, async (handle) =>
    String(await readLatestNoticeId(handle)),
  );
}
