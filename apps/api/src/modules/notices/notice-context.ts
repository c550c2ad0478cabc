import { DEFAULT_VENUE_PROFILE } from '@ruangmain/domain/venue';
import type { Db } from '../../db/client';

/**
 * What a notice's text needs beyond its booking: the site's public address (for links), the venue's
 * zone and its name. Notices are written deep inside the operations that confirm, cancel or refund, in
 * their own transactions (docs/decisions/0027); the app sets these once from its config and the venue's
 * settings (app.ts) rather than every such operation carrying them, and the venue's name is read through
 * the reader given here so this module leads back to none of the modules that call it.
 */
export type NoticeContext = {
  publicUrl: string;
  timeZone: string;
  readVenueName: (db: Db) => Promise<string>;
};

let current: NoticeContext = {
  publicUrl: 'http://localhost:3000',
  timeZone: 'Asia/Jakarta',
  readVenueName: async () => DEFAULT_VENUE_PROFILE.name,
};

export function configureNotices(context: NoticeContext): void {
  current = context;
}

export function readNoticeContext(): NoticeContext {
  return current;
}
