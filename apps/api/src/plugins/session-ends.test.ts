import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/accounts';
import { createSession } from '../modules/auth/sessions';
import { SESSION_ENDED_CHANNEL, SessionEnds } from './session-ends';

/** A LISTEN played by the test: counts subscriptions and delivers what the test announces. */
function fakeListen() {
  const heard = { listens: 0, channel: '', notify: (_payload?: string) => {} };
  const listen: Database['listen'] = async (channel, onNotify) => {
    heard.listens += 1;
    heard.channel = channel;
    heard.notify = onNotify;
    return async () => {};
  };
  return { heard, listen };
}

describe('SessionEnds (one LISTEN per process for every stream)', () => {
  let ctx: TestContext;
  let userId: number;
  const openSession = async () =>
    (await createSession(ctx.db, { userId, remember: false })).sessionId as number;

  beforeAll(async () => {
    ctx = await createTestApp();
    userId = (await createCustomer(ctx.app, ctx.db)).user.id;
  });
  afterAll(async () => ctx?.close());

  it('listens once however many streams watch, and ends only the announced session’s', async () => {
    const { heard, listen } = fakeListen();
    const ends = new SessionEnds(ctx.db, listen);
    const [a, b] = [await openSession(), await openSession()];
    const ended: string[] = [];
    await ends.watch(a, () => ended.push('a1'));
    await ends.watch(a, () => ended.push('a2'));
    const stopB = await ends.watch(b, () => ended.push('b'));
    expect({ listens: heard.listens, channel: heard.channel, watched: ends.watchedCount }).toEqual({
      listens: 1,
      channel: SESSION_ENDED_CHANNEL,
      watched: 3,
    });
    heard.notify(String(a));
    heard.notify(String(a));
    expect(ended).toEqual(['a1', 'a2']);
    stopB();
    heard.notify(String(b));
    expect(ended).toEqual(['a1', 'a2']);
    expect(ends.watchedCount).toBe(0);
    await ends.close();
  });

  it('ends at once a session that had ended before it was watched', async () => {
    const ends = new SessionEnds(ctx.db, fakeListen().listen);
    const revoked = await openSession();
    await ctx.db.update(sessions).set({ revoked_at: sql`now()` }).where(eq(sessions.id, revoked));
    let ended = 0;
    await ends.watch(revoked, () => {
      ended += 1;
    });
    expect({ ended, watched: ends.watchedCount }).toEqual({ ended: 1, watched: 0 });
    await ends.close();
  });

  it('reads every watched session again when announcements may have been missed (a reconnect)', async () => {
    const { heard, listen } = fakeListen();
    const ends = new SessionEnds(ctx.db, listen);
    const [kept, lost] = [await openSession(), await openSession()];
    const ended: number[] = [];
    await ends.watch(kept, () => ended.push(kept));
    await ends.watch(lost, () => ended.push(lost));
    // Deleted while the LISTEN connection was down: its announcement never came.
    await ctx.db.delete(sessions).where(eq(sessions.id, lost));
    heard.notify();
    await expect.poll(() => ended).toEqual([lost]);
    expect(ends.watchedCount).toBe(1);
    await ends.close();
  });

  it('hears the database announce a revoked and a deleted session', async () => {
    const ends = new SessionEnds(ctx.db, ctx.listen);
    const [revoked, deleted] = [await openSession(), await openSession()];
    const ended: number[] = [];
    await ends.watch(revoked, () => ended.push(revoked));
    await ends.watch(deleted, () => ended.push(deleted));
    await ctx.db.update(sessions).set({ revoked_at: sql`now()` }).where(eq(sessions.id, revoked));
    await ctx.db.delete(sessions).where(eq(sessions.id, deleted));
    await expect.poll(() => [...ended].sort()).toEqual([revoked, deleted].sort());
    await ends.close();
  });
});
