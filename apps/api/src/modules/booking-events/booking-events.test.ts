import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { type AuthHeaders, type BookingTestApp, notify, openBookingApp } from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';
import { openVersionStream, type VersionStream } from '../../../test/event-stream';
import { fnbNamed, guestFoodOrder, postFoodOrder } from '../../../test/food-orders';

/** The history must show the kitchen's move within 2 s, as the board does (record 0022). */
const LIVE_WITHIN_MS = 2_000;
/** Long enough for a change to have reached any stream it would reach (the board's 100 ms settle, a read). */
const QUIET_MS = 1_000;

// A customer's history follows their own food orders live (issue 30): the kitchen moves one and the
// stream says so; another customer's orders, and anyone's booking, are never heard of.
describe('GET /api/customer/booking-events (the history, live)', () => {
  let ctx: BookingTestApp;
  let baseUrl: string;
  let desk: AuthHeaders;
  let rina: TestCustomer;
  let budi: TestCustomer;
  let teh: { id: number };

  beforeAll(async () => {
    ctx = await openBookingApp();
    desk = (await createStaff(ctx.app, ctx.db)).auth;
    rina = await createCustomer(ctx.app, ctx.db);
    budi = await createCustomer(ctx.app, ctx.db);
    teh = await fnbNamed(ctx.db, 'Es Teh Manis');
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  /** A paid food order of `customer` for a table: new in the kitchen. */
  async function paidFoodOrder(customer: TestCustomer) {
    const response = await postFoodOrder(
      ctx.app,
      guestFoodOrder([{ id: teh.id, quantity: 1 }]),
      customer.auth,
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect((await notify(ctx.app, ctx.db, body.order_id, 'settlement')).statusCode).toBe(200);
    return body.data.id as number;
  }

  const moveInKitchen = async (id: number, status: 'preparing' | 'served') => {
    const moved = await deskCall(ctx.app, desk, 'POST', `/fnb-orders/${id}/status`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  };

  const openOwnStream = (customer: TestCustomer): Promise<VersionStream> =>
    openVersionStream(baseUrl, '/api/customer/booking-events', customer.auth, 'bookings', LIVE_WITHIN_MS);

  const readOnce = async (headers: AuthHeaders) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/customer/booking-events', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.version as string;
  };

  it('is for a signed-in account: 401 without a session, also for the stream', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/customer/booking-events' })).statusCode).toBe(
      401,
    );
    const stream = await fetch(`${baseUrl}/api/customer/booking-events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(401);
  });

  it('answers the version once as JSON: it changes with the customer’s own orders, not with another’s', async () => {
    const before = await readOnce(rina.auth);
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    await paidFoodOrder(budi);
    expect(await readOnce(rina.auth)).toBe(before);
    const own = await paidFoodOrder(rina);
    const paid = await readOnce(rina.auth);
    expect(paid).not.toBe(before);
    await moveInKitchen(own, 'preparing');
    expect(await readOnce(rina.auth)).not.toBe(paid);
  });

  it('streams the version at once, then each kitchen move of the customer’s own order within 2 s', async () => {
    const order = await paidFoodOrder(rina);
    const stream = await openOwnStream(rina);
    try {
      const first = await stream.next();
      expect(first).toBe(await readOnce(rina.auth));
      await moveInKitchen(order, 'preparing');
      const preparing = await stream.next();
      expect(preparing).not.toBe(first);
      await moveInKitchen(order, 'served');
      expect(await stream.next()).not.toBe(preparing);
    } finally {
      stream.close();
    }
  });

  it('never tells a customer of another’s orders or bookings: their stream stays quiet', async () => {
    const theirs = await paidFoodOrder(budi);
    const stream = await openOwnStream(rina);
    try {
      await stream.next();
      // Budi orders again, pays, and the kitchen moves his order along: not a word to Rina.
      await paidFoodOrder(budi);
      await moveInKitchen(theirs, 'preparing');
      await moveInKitchen(theirs, 'served');
      await delay(QUIET_MS);
      expect(stream.pending()).toBe(0);
      // Her own order still comes through on the same stream.
      await paidFoodOrder(rina);
      await stream.next();
    } finally {
      stream.close();
    }
  });
});
