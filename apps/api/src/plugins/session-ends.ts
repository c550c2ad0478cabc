import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { sessions, users } from '../db/schema/accounts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's session-ended announcements, for the live streams (session-ends.ts). */
    sessionEnds: SessionEnds;
  }
}

/**
 * Where the database announces a session that ended, its id as the payload (migration 0019): logout,
 * a block or deactivation, a role change or a password set by an admin all revoke sessions.
 */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/**
 * One process's ear on ended sessions, for the requests that outlive their authentication: the live
 * board's and the bell's streams. Each stream watches its own session and ends when that session
 * ends, on whichever process it was ended (../shared/DESIGN.md "Scale"). One LISTEN connection per process
 * however many streams are open, taken when the first stream watches.
 */
export class SessionEnds {
  private readonly watchers = new Map<number, Set<() => void>>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly listen: Database['listen'],
  ) {}

  /**
   * Calls `onEnded` once when the session ends. Resolves, once listening, to a function that stops
   * watching; a session that ended before then (its announcement came before the LISTEN) is found by
   * reading it, and `onEnded` is called at once.
   */
  async watch(sessionId: number, onEnded: () => void): Promise<() => void> {
    let isWatching = true;
    const watcher = () => {
      if (!isWatching) return;
      isWatching = false;
      onEnded();
    };
    const stop = () => {
      isWatching = false;
      this.forget(sessionId, watcher);
    };
    const ofSession = this.watchers.get(sessionId) ?? new Set();
    ofSession.add(watcher);
    this.watchers.set(sessionId, ofSession);
    try {
      this.unlisten ??= this.listen(SESSION_ENDED_CHANNEL, (payload) => this.onNotify(payload));
      await this.unlisten;
      const [live] = await findLiveSessions(this.db, [sessionId]);
      if (live === undefined) this.end(sessionId);
    } catch (error) {
      stop();
      this.unlisten = undefined;
      throw error;
    }
    return stop;
  }

  get watchedCount(): number {
    let count = 0;
    for (const ofSession of this.watchers.values()) count += ofSession.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watchers.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    if (unlisten) await (await unlisten.catch(() => async () => {}))();
  }

  private onNotify(payload: string | undefined): void {
    if (this.closed) return;
    const sessionId = Number(payload);
    if (payload !== undefined && Number.isSafeInteger(sessionId)) {
      this.end(sessionId);
      return;
    }
    // The LISTEN connection came back: announcements may have been missed, so every watched session
    // is read again.
    const watched = [...this.watchers.keys()];
    if (watched.length === 0) return;
    findLiveSessions(this.db, watched).then(
      (live) => {
        for (const id of watched) if (!live.includes(id)) this.end(id);
      },
      () => {
        // The database is away: the next reconnect reads them again.
      },
    );
  }

  private end(sessionId: number): void {
    const ofSession = this.watchers.get(sessionId);
    this.watchers.delete(sessionId);
    for (const watcher of ofSession ?? []) watcher();
  }

  private forget(sessionId: number, watcher: () => void): void {
    const ofSession = this.watchers.get(sessionId);
    ofSession?.delete(watcher);
    if (ofSession?.size === 0) this.watchers.delete(sessionId);
  }
}

/**
 * Which of some sessions still let their holder in: not revoked, not expired, and their account
 * active (plugins/authenticate.ts reads a token's session the same way).
 */
async function findLiveSessions(db: Db, sessionIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        eq(users.status, 'active'),
      ),
    );
  return rows.map((row) => row.id);
}

/** One SessionEnds per app, let go when the app closes. */
export function registerSessionEnds(app: FastifyInstance, database: Pick<Database, 'db' | 'listen'>): void {
  const sessionEnds = new SessionEnds(database.db, database.listen);
  app.decorate('sessionEnds', sessionEnds);
  app.addHook('onClose', async () => sessionEnds.close());
}
