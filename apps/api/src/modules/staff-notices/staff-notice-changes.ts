import type { Database, Db } from '../../db/client';
import { readLatestNoticeId } from './list-staff-notices';

/** Where the database announces a new bell entry (migration 0017). */
export const STAFF_NOTICE_CHANNEL = 'staff_notice_added';
/** Entries closer together than this reach the bells as one. */
const SETTLE_MS = 100;

type Listener = (latestId: number) => void;

/**
 * One process's ear on the bell's channel, shared by all its streams (like the board's, record 0022):
 * one LISTEN however many bells are open, taken when the first subscribes; PostgreSQL announces the
 * entries of every process, PGlite those of this one.
 */
export class StaffNoticeChanges {
  private readonly listeners = new Set<Listener>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private settling: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly listen: Database['listen'],
  ) {}

  async subscribe(onChange: Listener): Promise<() => void> {
    this.listeners.add(onChange);
    try {
      this.unlisten ??= this.listen(STAFF_NOTICE_CHANNEL, () => this.onNotify());
      await this.unlisten;
    } catch (error) {
      this.listeners.delete(onChange);
      this.unlisten = undefined;
      throw error;
    }
    return () => {
      this.listeners.delete(onChange);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.settling);
    this.listeners.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    if (unlisten) await (await unlisten.catch(() => async () => {}))();
  }

  private onNotify(): void {
    if (this.settling || this.closed) return;
    this.settling = setTimeout(() => {
      this.settling = undefined;
      if (this.closed || this.listeners.size === 0) return;
      readLatestNoticeId(this.db).then(
        (latestId) => {
          for (const listener of this.listeners) listener(latestId);
        },
        () => {
          // The database is away: the next entry tries again.
        },
      );
    }, SETTLE_MS);
  }
}
