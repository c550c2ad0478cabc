import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  unitNamed,
} from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';
import { openVersionStream, type VersionStream } from '../../../test/event-stream';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance';
import { createTestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { venueBlocks } from '../../db/schema/bookings';
import { BoardChanges, readBoardVersion } from './board-changes';

/** The live board must show another desk's change within 2 s (issue "Front desk"). */
const LIVE_WITHIN_MS = 2_000;

type BoardStream = VersionStream;

/** Opens the board's event stream as a browser's EventSource would, over a real connection. */
const openBoardStream = (baseUrl: string, headers: AuthHeaders): Promise<BoardStream> =>
  openVersionStream(baseUrl, '/api/admin/board/events', headers, 'board', LIVE_WITHIN_MS);

const waitFor = async (check: () => boolean, timeoutMs = LIVE_WITHIN_MS) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('GET /api/admin/board/events (the live board, record 0022)', () => {
  let ctx: BookingTestApp;
  let baseUrl: string;
  let admin: AuthHeaders;
  let desk: AuthHeaders;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  const readVersion = async (headers: AuthHeaders) => {
    const response = await deskCall(ctx.app, headers, 'GET', '/board/events');
    expect(response.statusCode).toBe(200);
    return BigInt(response.json().data.version);
  };

  it('answers the version once as JSON without an event-stream Accept, and it grows with every change', async () => {
    let last = await readVersion(desk);
    const grew = async () => {
      const now = await readVersion(desk);
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    const date = ctx.nextDate();
    // A customer books online, pays (the provider's notification), the desk cancels another booking.
    const online = await book(ctx.app, guestBooking(ctx.unit, date, '14:00', 1));
    await grew();
    expect((await notify(ctx.app, ctx.db, online.order_id, 'settlement')).statusCode).toBe(200);
    await grew();
    const other = await book(ctx.app, guestBooking(ctx.unit, date, '17:00', 1));
    await grew();
    const cancel = await deskCall(ctx.app, desk, 'POST', `/bookings/${other.id}/cancel`, { reason: 'Batal' });
    expect(cancel.statusCode).toBe(200);
    await grew();
    // A venue block is put up and lifted.
    const block = await deskCall(ctx.app, desk, 'POST', '/venue-blocks', {
      title: 'Servis AC',
      unit_ids: [ctx.unit.id],
      start_time: `${date} 20:00`,
      end_time: `${date} 21:00`,
    });
    expect(block.statusCode, block.body).toBe(201);
    await grew();
    expect(
      (await deskCall(ctx.app, desk, 'DELETE', `/venue-blocks/${block.json().data.id}`)).statusCode,
    ).toBe(200);
    await grew();
    // Reading changes nothing, and every staff member reads the same number.
    expect(await readVersion(admin)).toBe(last);
    expect(await readVersion(desk)).toBe(last);
  });

  it('is for staff: 401 without a session, 403 to a customer, also for the stream', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    expect((await deskCall(ctx.app, {}, 'GET', '/board/events')).statusCode).toBe(401);
    expect((await deskCall(ctx.app, customer.auth, 'GET', '/board/events')).statusCode).toBe(403);
    const stream = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/board/events',
      headers: { ...customer.auth, accept: 'text/event-stream' },
    });
    expect(stream.statusCode).toBe(403);
    expect(stream.json()).toEqual({ message: 'This action is for staff only.' });
  });

  it("streams the current version at once, then a customer's online booking and another desk's action within 2 s", async () => {
    const stream = await openBoardStream(baseUrl, desk);
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.headers.get('content-encoding')).toBeNull();
      const first = BigInt(await stream.next());
      expect(first).toBe(await readVersion(desk));

      // A customer books online.
      const startedAt = Date.now();
      const online = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '16:00', 2));
      const second = BigInt(await stream.next());
      expect(Date.now() - startedAt).toBeLessThan(LIVE_WITHIN_MS);
      expect(second).toBeGreaterThan(first);

      // The admin cancels it at another desk.
      const cancelledAt = Date.now();
      const cancel = await deskCall(ctx.app, admin, 'POST', `/bookings/${online.id}/cancel`, {
        reason: 'Pelanggan minta batal',
      });
      expect(cancel.statusCode).toBe(200);
      const third = BigInt(await stream.next());
      expect(Date.now() - cancelledAt).toBeLessThan(LIVE_WITHIN_MS);
      expect(third).toBeGreaterThan(second);
    } finally {
      stream.close();
    }
  });

  it('settles the rows one action writes into one event, and lets go of a board that leaves', async () => {
    const stream = await openBoardStream(baseUrl, admin);
    await stream.next();
    expect(ctx.app.boardChanges.subscriberCount).toBe(1);
    // One booking writes its booking and payment rows: one event, not one per row.
    await book(ctx.app, guestBooking(unitNamed(ctx.units, 'PS5 Regular 2'), ctx.nextDate(), '18:00', 1));
    await stream.next();
    await expect(stream.next(400)).rejects.toThrow('no board event');
    stream.close();
    await waitFor(() => ctx.app.boardChanges.subscriberCount === 0);
  });

  it('ends open streams when the app closes, so closing does not wait on them', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openBoardStream(url, await adminAuth(other.app, other.db));
    await stream.next();
    const closing = Date.now();
    await other.app.close();
    expect(Date.now() - closing).toBeLessThan(LIVE_WITHIN_MS);
    await expect(stream.next(200)).rejects.toThrow();
    stream.close();
    await other.close();
  });
});

describe('BoardChanges (one LISTEN per process)', () => {
  it('listens once however many boards subscribe, and hands each the version', async () => {
    let listens = 0;
    let notifyAll = () => {};
    const listen: Database['listen'] = async (_channel, onNotify) => {
      listens += 1;
      notifyAll = onNotify;
      return async () => {};
    };
    const db = { execute: async () => ({ rows: [{ last_value: '41', is_called: true }] }) } as never;
    const changes = new BoardChanges(db, listen, 5);
    const heard: string[] = [];
    const leaveA = await changes.subscribe((version) => heard.push(`a${version}`));
    await changes.subscribe((version) => heard.push(`b${version}`));
    expect(listens).toBe(1);
    notifyAll();
    notifyAll();
    await waitFor(() => heard.length === 2);
    expect(heard.sort()).toEqual(['a41', 'b41']);
    leaveA();
    notifyAll();
    await waitFor(() => heard.length === 3);
    expect(heard[2]).toBe('b41');
    await changes.close();
  });

  it('reads 0 before any change and the last number after (the database sequence)', async () => {
    const ctx = await createTestApp();
    try {
      expect(await readBoardVersion(ctx.db)).toBe('0');
      await ctx.db.insert(venueBlocks).values({
        title: 'Servis AC',
        start_at: new Date('2030-01-01T03:00:00Z'),
        end_at: new Date('2030-01-01T05:00:00Z'),
      });
      const afterOne = BigInt(await readBoardVersion(ctx.db));
      expect(afterOne).toBeGreaterThan(0n);
      await ctx.db.update(venueBlocks).set({ title: 'Servis AC lantai 2' });
      expect(BigInt(await readBoardVersion(ctx.db))).toBe(afterOne + 1n);
    } finally {
      await ctx.close();
    }
  });
});

// ../shared/DESIGN.md "Scale": several API processes on one PostgreSQL. A board connected to one
// instance sees what is done through another, through LISTEN/NOTIFY (test/second-instance.ts).
describe('the live board across two API instances on one database', () => {
  let ctx: BookingTestApp;
  let second: SecondInstance;
  let secondUrl: string;

  beforeAll(async () => {
    ctx = await openBookingApp();
    second = await startSecondInstance(ctx);
    secondUrl = second.url;
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('a desk action on one instance reaches a board streaming from the other within 2 s', async () => {
    const admin = await adminAuth(ctx.app, ctx.db);
    const stream = await openBoardStream(secondUrl, admin);
    try {
      const first = BigInt(await stream.next());
      const bookedAt = Date.now();
      const online = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '15:00', 2));
      expect(BigInt(await stream.next())).toBeGreaterThan(first);
      expect(Date.now() - bookedAt).toBeLessThan(LIVE_WITHIN_MS);
      const startedAt = Date.now();
      const cancel = await deskCall(ctx.app, admin, 'POST', `/bookings/${online.id}/cancel`, {
        reason: 'Unit rusak',
      });
      expect(cancel.statusCode).toBe(200);
      await stream.next();
      expect(Date.now() - startedAt).toBeLessThan(LIVE_WITHIN_MS);
      // The poll answers the same number on both instances.
      const [a, b] = await Promise.all(
        [ctx.app, second.app].map(
          async (app) => (await deskCall(app, admin, 'GET', '/board/events')).json().data.version,
        ),
      );
      expect(a).toBe(b);
    } finally {
      stream.close();
    }
  });
});
