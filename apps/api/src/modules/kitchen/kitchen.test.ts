import { KITCHEN_MESSAGES } from '@ruangmain/domain/desk-kitchen';
import { and, asc, eq, inArray } from 'drizzle-orm';
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
  readBooking,
  type TestUnit,
} from '../../../test/bookings';
import { createStaff, deskCall, minutesFromNow, placeBooking, withIdempotencyKey } from '../../../test/desk';
import { fnbNamed, guestFoodOrder, postFoodOrder } from '../../../test/food-orders';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/bookings';
import { customerNotices } from '../../db/schema/notices';
import { readBoardVersion } from '../desk/board-changes';

// Issue "Front desk", Kitchen: paid food in columns new → preparing → served (or cancelled).
describe('the kitchen queue: GET /api/admin/fnb-orders and POST /api/admin/fnb-orders/{id}/status', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;
  let teh: number;
  let nasi: number;
  let unitIndex = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
    teh = (await fnbNamed(ctx.db, 'Es Teh Manis')).id;
    nasi = (await fnbNamed(ctx.db, 'Nasi Goreng Spesial')).id;
  });
  afterAll(async () => ctx?.close());

  const nextUnit = (): TestUnit => ctx.units[unitIndex++ % ctx.units.length] as TestUnit;
  const list = async (headers: AuthHeaders = desk, query = '') => {
    const response = await deskCall(ctx.app, headers, 'GET', `/fnb-orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { now: string; data: Array<Record<string, unknown> & { id: number }> };
  };
  const move = (id: number, status: string, headers: AuthHeaders = desk, extra: object = {}) =>
    deskCall(ctx.app, headers, 'POST', `/fnb-orders/${id}/status`, { status, ...extra });

  /** A guest's food order (or, with `headers`, a signed-in one's), paid unless `paid` is false. */
  async function foodOrder(overrides: Record<string, unknown> = {}, paid = true, headers: AuthHeaders = {}) {
    const response = await postFoodOrder(
      ctx.app,
      guestFoodOrder(
        [
          { id: teh, quantity: 2 },
          { id: nasi, quantity: 1 },
        ],
        overrides,
      ),
      headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    if (paid) expect((await notify(ctx.app, ctx.db, body.order_id, 'settlement')).statusCode).toBe(200);
    return { id: body.data.id as number, invoice: body.invoice_number as string };
  }

  /** A paid room booking with food, its session moved to start `startsIn` minutes from now. */
  async function roomWithFood(startsIn: number, fnbs = [{ id: teh, quantity: 3 }]) {
    const unit = nextUnit();
    const booked = await book(ctx.app, guestBooking(unit, ctx.nextDate(), '14:00', 1, { fnbs }));
    expect((await notify(ctx.app, ctx.db, booked.order_id, 'settlement')).statusCode).toBe(200);
    await placeBooking(ctx.db, booked.id, minutesFromNow(startsIn), minutesFromNow(startsIn + 60));
    return { id: booked.id, unit };
  }

  const kitchenAudit = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject_type, 'fnb_order'), eq(auditLog.subject_id, id)))
      .orderBy(asc(auditLog.id));

  it('is for staff and admins: 401 without a session, 403 to a customer', async () => {
    const order = await foodOrder();
    const customer = await createCustomer(ctx.app, ctx.db);
    expect((await deskCall(ctx.app, {}, 'GET', '/fnb-orders')).statusCode).toBe(401);
    expect((await deskCall(ctx.app, customer.auth, 'GET', '/fnb-orders')).statusCode).toBe(403);
    expect((await move(order.id, 'preparing', {})).statusCode).toBe(401);
    const refused = await move(order.id, 'preparing', customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is for staff only.' });
    expect((await readBooking(ctx.db, order.id)).kitchen_status).toBeNull();
    await list(admin);
    expect((await move(order.id, 'preparing', admin)).statusCode).toBe(200);
  });

  it('lists a paid food order as new with its seating, items, notes and minutes waiting; an unpaid one not', async () => {
    const paid = await foodOrder({ table_number: '7', notes: 'Less ice' });
    const unpaid = await foodOrder({ table_number: '8' }, false);
    await ctx.db
      .update(bookings)
      .set({ paid_at: minutesFromNow(-12) })
      .where(eq(bookings.id, paid.id));
    const { data, now } = await list();
    expect(Date.parse(now)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.map((order) => order.id)).not.toContain(unpaid.id);
    expect(data.find((order) => order.id === paid.id)).toMatchObject({
      invoice_number: paid.invoice,
      kind: 'fnb',
      state: 'new',
      status: 'confirmed',
      name: 'Rina Kartika',
      seating: { mode: 'table', table_number: '7', unit: null, label: 'Table 7' },
      items: expect.arrayContaining([
        { fnb_id: teh, name: 'Es Teh Manis', quantity: 2 },
        { fnb_id: nasi, name: 'Nasi Goreng Spesial', quantity: 1 },
      ]),
      notes: 'FnB Booking - Table 7 - Less ice',
      session: null,
      minutes_waiting: 12,
      kitchen_updated_at: null,
    });
  });

  it('seats take-away and unit orders; a session with food comes 30 minutes before it starts', async () => {
    const takeaway = await foodOrder({ table_number: undefined });
    const unit = nextUnit();
    // Staff send food to any unit; a guest to none (issue 30, food-orders/food-to-unit.test.ts).
    const toUnit = await foodOrder({ table_number: undefined, unit_id: unit.id }, true, desk);
    const soon = await roomWithFood(20);
    const later = await roomWithFood(24 * 60);
    const plain = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1));
    await notify(ctx.app, ctx.db, plain.order_id, 'settlement');
    await placeBooking(ctx.db, plain.id, minutesFromNow(10), minutesFromNow(70));

    const byId = new Map((await list()).data.map((order) => [order.id, order]));
    expect(byId.get(takeaway.id)?.seating).toEqual({
      mode: 'takeaway',
      table_number: null,
      unit: null,
      label: 'Take Away',
    });
    expect(byId.get(toUnit.id)?.seating).toMatchObject({
      mode: 'unit',
      unit: { id: unit.id, name: unit.name },
      label: `Unit ${unit.name}`,
    });
    expect(byId.get(soon.id)).toMatchObject({
      kind: 'room',
      state: 'new',
      status: 'confirmed',
      seating: { mode: 'unit', unit: { id: soon.unit.id }, label: `Unit ${soon.unit.name}` },
      items: [{ fnb_id: teh, name: 'Es Teh Manis', quantity: 3 }],
      session: { start_at: expect.any(String), end_at: expect.any(String) },
      minutes_waiting: 0,
    });
    expect(byId.has(later.id)).toBe(false);
    expect(byId.has(plain.id)).toBe(false);
    // A room booking with no food is no kitchen matter.
    const refused = await move(plain.id, 'preparing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(KITCHEN_MESSAGES.notFood);
  });

  it('moves an order only forward, new → preparing → served, audited, the food order’s status with it', async () => {
    const order = await foodOrder();
    const versionBefore = BigInt(await readBoardVersion(ctx.db));

    const skipped = await move(order.id, 'served');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(KITCHEN_MESSAGES.moved('new', 'served'));

    const preparing = await move(order.id, 'preparing');
    expect(preparing.statusCode, preparing.body).toBe(200);
    expect(preparing.json()).toMatchObject({
      message: 'Order moved.',
      data: { id: order.id, state: 'preparing', status: 'preparing', kitchen_updated_at: expect.any(String) },
    });
    // The board's version moved: open boards and kitchen screens refresh (record 0022).
    expect(BigInt(await readBoardVersion(ctx.db))).toBeGreaterThan(versionBefore);

    const served = await move(order.id, 'served', admin);
    expect(served.statusCode).toBe(200);
    expect(served.json().data).toMatchObject({ state: 'served', status: 'served' });
    expect(await readBooking(ctx.db, order.id)).toMatchObject({ status: 'served', kitchen_status: 'served' });

    for (const back of ['preparing', 'cancelled']) {
      const refused = await move(order.id, back);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(KITCHEN_MESSAGES.moved('served', back as 'preparing'));
    }
    const trail = await kitchenAudit(order.id);
    expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'fnb_order.status',
        { kitchen_status: 'new', status: 'confirmed' },
        { kitchen_status: 'preparing', status: 'preparing' },
      ],
      [
        'fnb_order.status',
        { kitchen_status: 'preparing', status: 'preparing' },
        { kitchen_status: 'served', status: 'served' },
      ],
    ]);
    expect(trail[1]?.actor_role).toBe('admin');

    // Served today: in the served column, not in the open ones.
    expect((await list(desk, '?status=served')).data.map((row) => row.id)).toContain(order.id);
    expect((await list(desk, '?status=new')).data.map((row) => row.id)).not.toContain(order.id);
  });

  it("cancels before serving with a reason; a session's food keeps the booking's status", async () => {
    const order = await foodOrder();
    const cancelled = await move(order.id, 'cancelled', desk, { reason: 'Stok habis' });
    expect(cancelled.statusCode).toBe(200);
    expect(await readBooking(ctx.db, order.id)).toMatchObject({
      status: 'cancelled',
      kitchen_status: 'cancelled',
      cancel_reason: 'Stok habis',
    });
    expect((await kitchenAudit(order.id))[0]?.after).toMatchObject({ reason: 'Stok habis' });
    expect((await list(desk, '?status=cancelled')).data.map((row) => row.id)).toContain(order.id);

    const room = await roomWithFood(-10);
    expect((await move(room.id, 'preparing')).statusCode).toBe(200);
    const served = await move(room.id, 'served');
    expect(served.json().data).toMatchObject({ kind: 'room', state: 'served', status: 'confirmed' });
    expect((await readBooking(ctx.db, room.id)).status).toBe('confirmed');
  });

  it("shows an earlier day's unserved orders as overdue; the board counts what the kitchen lists", async () => {
    const forgotten = await foodOrder({ table_number: '3' });
    const leftover = await foodOrder({ table_number: '4' });
    const twoDaysAgo = minutesFromNow(-2 * 24 * 60);
    await ctx.db
      .update(bookings)
      .set({ paid_at: twoDaysAgo, created_at: twoDaysAgo })
      .where(inArray(bookings.id, [forgotten.id, leftover.id]));
    const fresh = await foodOrder({ table_number: '5' });
    const byId = new Map((await list()).data.map((order) => [order.id, order]));
    expect(byId.get(forgotten.id)).toMatchObject({ state: 'new', is_overdue: true });
    expect(byId.get(fresh.id)).toMatchObject({ state: 'new', is_overdue: false });

    const openCount = async () => {
      const open = [
        ...(await list(desk, '?status=new')).data,
        ...(await list(desk, '?status=preparing')).data,
      ];
      const summary = (await deskCall(ctx.app, desk, 'GET', '/board')).json().data.summary;
      return { kitchen: open.length, board: summary.food_orders_open };
    };
    const counts = await openCount();
    expect(counts.board).toBe(counts.kitchen);
    expect(counts.kitchen).toBeGreaterThanOrEqual(3);

    // Closed as served straight from new, with a reason; the customer is not told of yesterday's food.
    const closed = await move(forgotten.id, 'served', desk, { reason: 'Handed over, never marked' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ state: 'served', status: 'served', is_overdue: false });
    expect((await kitchenAudit(forgotten.id))[0]?.after).toMatchObject({
      kitchen_status: 'served',
      status: 'served',
      closed: true,
      reason: 'Handed over, never marked',
    });
    const told = await ctx.db
      .select()
      .from(customerNotices)
      .where(and(eq(customerNotices.booking_id, forgotten.id), eq(customerNotices.kind, 'food_ready')));
    expect(told).toEqual([]);
    // Cancelled with a reason: off the queue; both counts go down together.
    const refundable = byId.get(leftover.id)?.refundable_amount as number;
    expect(refundable).toBeGreaterThan(0);
    expect((await move(leftover.id, 'cancelled', desk, { reason: 'Customer left' })).statusCode).toBe(200);
    expect(await openCount()).toEqual({ kitchen: counts.kitchen - 2, board: counts.kitchen - 2 });
    // Its money goes back through the desk's refund (admins, with an Idempotency-Key).
    const refunded = await deskCall(
      ctx.app,
      withIdempotencyKey(admin),
      'POST',
      `/bookings/${leftover.id}/refund`,
      {
        amount: refundable,
        reason: 'Customer left',
      },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await readBooking(ctx.db, leftover.id)).toMatchObject({
      status: 'refunded',
      refunded_amount: refundable,
    });
    // Today's order still goes new → preparing → served.
    expect((await move(fresh.id, 'served')).statusCode).toBe(409);
  });

  it('refuses bad input: an unknown status 422, an unknown order 404, an unpaid one 409', async () => {
    const unpaid = await foodOrder({}, false);
    expect((await deskCall(ctx.app, desk, 'GET', '/fnb-orders?status=cooking')).statusCode).toBe(422);
    expect((await move(unpaid.id, 'ready')).statusCode).toBe(422);
    expect((await move(unpaid.id, 'new')).statusCode).toBe(422);
    expect((await move(999_999, 'preparing')).statusCode).toBe(404);
    const refused = await move(unpaid.id, 'preparing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(KITCHEN_MESSAGES.notPaid);
    expect(await kitchenAudit(unpaid.id)).toEqual([]);
  });

  it('two screens moving one order at once: exactly one wins, the other is told where it is now', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await foodOrder();
      const answers = await Promise.all([
        move(order.id, 'preparing', desk),
        move(order.id, 'preparing', admin),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json().message).toBe(KITCHEN_MESSAGES.moved('preparing', 'preparing'));
      expect(await kitchenAudit(order.id)).toHaveLength(1);
    }
  });
});
