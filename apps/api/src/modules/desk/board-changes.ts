import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/** Where the database announces every change the board shows (migrations 0011 and 0013). */
export const BOARD_CHANNEL = 'board_changed';

/** Notifications closer together than this reach boards as one (a booking writes several rows). */
export const BOARD_SETTLE_MS = 100;

export type BoardChangeListener = (version: string) => void;

/**
 * The board's version: the last number the database's `board_version` sequence gave a change, '0'
 * before any. It only grows, whichever process made the change, so a board that polls compares it.
 */
export async function readBoardVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`select last_value::text as last_value, is_called from board_version`);
  const row = (result as { rows: { last_value: string; is_called: boolean }[] }).rows[0];
  return row?.is_called ? row.last_value : '0';
}

/**
 * One process's ear on the board's channel (record 0022), shared by all its streams: one LISTEN
 * connection however many boards are open, taken when the first board subscribes. Notifications
 * that come together are settled into one version, read once and handed to every subscriber.
 */
export class BoardChanges {
  private readonly listeners = new Set<BoardChangeListener>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private settling: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly listen: Database['listen'],
    private readonly settleMs = BOARD_SETTLE_MS,
    /** Another channel and how to read its version: the staff bell's (modules/staff-notices). */
    private readonly channel = BOARD_CHANNEL,
    private readonly readVersion: (db: Db) => Promise<string> = readBoardVersion,
  ) {}

  /** Calls `onChange` with the new version after every change; resolves once it is listening. */
  async subscribe(onChange: BoardChangeListener): Promise<() => void> {
    this.listeners.add(onChange);
    try {
      this.unlisten ??= this.listen(this.channel, () => this.onNotify());
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

  get subscriberCount(): number {
    return this.listeners.size;
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
      this.readVersion(this.db).then(
        (version) => {
          for (const listener of this.listeners) listener(version);
        },
        () => {
          // The database is away: the next notification (or the LISTEN reconnect's) tries again.
        },
      );
    }, this.settleMs);
  }
}
