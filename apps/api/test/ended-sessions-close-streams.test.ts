import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminAuth } from './bookings';
import { createStaff } from './desk';
import { type EventStream, openEventStream, timeStreamEnd } from './event-stream';
import { type SecondInstance, startSecondInstance } from './second-instance';
import { createTestApp, type TestContext } from './test-app';

/** An ended session's live streams close this soon, on every instance (issue 27 item 4). */
const CLOSED_WITHIN_MS = 1_000;
const STREAMS = ['/api/admin/board/events', '/api/admin/notices/events'] as const;

type Staff = Awaited<ReturnType<typeof createStaff>>;

/**
 * The ways a staff member's session ends: an admin blocks, deactivates or changes the role of the
 * account, or its holder logs out. Each answers 200.
 */
const ENDINGS: ReadonlyArray<
  [string, (app: App, admin: Record<string, string>, staff: Staff) => Promise<unknown>]
> = [
  ['blocked', (app, admin, staff) => call(app, admin, 'POST', `/api/admin/users/${staff.id}/block`)],
  ['deactivated', (app, admin, staff) => call(app, admin, 'DELETE', `/api/admin/users/${staff.id}`)],
  [
    'given another role',
    (app, admin, staff) => call(app, admin, 'PATCH', `/api/admin/users/${staff.id}`, { role: 'admin' }),
  ],
  ['logged out', (app, _admin, staff) => call(app, staff.auth, 'POST', '/api/auth/logout')],
];

async function call(
  app: App,
  headers: Record<string, string>,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

describe('an ended session loses its live streams on every instance (DESIGN.md "Scale")', () => {
  let ctx: TestContext;
  let first: string;
  let second: SecondInstance;
  let admin: Record<string, string>;
  /** A colleague whose streams stay open throughout. */
  let bystander: EventStream[] = [];

  /** The board's and the bell's streams of `headers` on both instances, each past its first event. */
  const openAll = async (headers: Record<string, string>) => {
    const streams = await Promise.all(
      [first, second.url].flatMap((url) => STREAMS.map((path) => openEventStream(url, path, headers))),
    );
    await Promise.all(streams.map((stream) => stream.opened));
    return streams;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    second = await startSecondInstance(ctx);
    admin = await adminAuth(ctx.app, ctx.db);
    bystander = await openAll((await createStaff(ctx.app, ctx.db, 'Sari Kasir')).auth);
  });
  afterAll(async () => {
    for (const stream of bystander) stream.close();
    await second?.close();
    await ctx?.close();
  });

  it.each(ENDINGS)(
    'closes the board and bell streams of an account %s within a second',
    async (_label, end) => {
      const staff = await createStaff(ctx.app, ctx.db);
      const streams = await openAll(staff.auth);
      try {
        await end(ctx.app, admin, staff);
        // The session ended when the action's answer came (its transaction committed).
        const endedAt = Date.now();
        const took = await Promise.all(
          streams.map((stream) => timeStreamEnd(stream, endedAt, CLOSED_WITHIN_MS)),
        );
        expect(Math.max(...took)).toBeLessThan(CLOSED_WITHIN_MS);
        // The account's next try is refused; a colleague's streams go on.
        const again = await fetch(`${first}${STREAMS[0]}`, {
          headers: { ...staff.auth, accept: 'text/event-stream' },
        });
        expect(again.status).toBe(401);
        await again.body?.cancel();
        expect(bystander.map((stream) => stream.isEnded())).toEqual([false, false, false, false]);
      } finally {
        for (const stream of streams) stream.close();
      }
    },
  );
});
