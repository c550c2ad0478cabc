import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { type BookingTestApp, openBookingApp, readBooking, readPromoUses } from '../../../test/bookings';
import {
  fnbNamed,
  guestFoodOrder,
  holdReward,
  postFoodOrder,
  readUserReward,
} from '../../../test/food-orders';

// Demo rewards (db/seed/rewards-data.ts): a free Es Teh Manis, and a free Indomie with an Es Teh.
const FREE_TEH = 'Free Es Teh Manis';
const FREE_PACKAGE = 'Free Indomie + Es Teh';

describe('reward orders: POST /api/book-fnb with user_reward_id (spec 2 §2 "Reward orders", §4)', () => {
  let ctx: BookingTestApp;
  let holder: TestCustomer;
  let teh: number;
  let indomie: number;

  beforeAll(async () => {
    ctx = await openBookingApp();
    holder = await createCustomer(ctx.app, ctx.db);
    teh = (await fnbNamed(ctx.db, 'Es Teh Manis')).id;
    indomie = (await fnbNamed(ctx.db, 'Indomie Goreng Telur')).id;
  });
  afterAll(async () => ctx.close());

  const packageLines = () => [
    { id: indomie, quantity: 1 },
    { id: teh, quantity: 1 },
  ];
  const rewardOrder = (userRewardId: number, lines = packageLines(), overrides = {}) =>
    guestFoodOrder(lines, { user_reward_id: userRewardId, name: undefined, phone: undefined, ...overrides });

  it('confirms the reward’s items at once for Rp0, with no payment, and uses the reward up', async () => {
    const held = await holdReward(ctx.db, holder.user.id, FREE_PACKAGE);
    const response = await postFoodOrder(
      ctx.app,
      rewardOrder(held.id, [...packageLines()].reverse(), { table_number: undefined }),
      holder.auth,
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Order confirmed',
      data: { status: 'confirmed', total_price: 0, seating: 'takeaway', order_id: null },
      snap_token: null,
      snapToken: null,
      snap_url: null,
      snapUrl: null,
      redirect_url: null,
    });
    expect(body.invoice_number).toMatch(/^FNB-/);
    const order = await readBooking(ctx.db, body.data.id);
    expect(order).toMatchObject({
      booking_type: 'fnb',
      channel: 'reward',
      status: 'confirmed',
      payment_method: 'reward',
      user_reward_id: held.id,
      subtotal_fnb: 21_000,
      reward_discount: 21_000,
      tax_amount: 0,
      total_price: 0,
      notes: 'FnB Booking with rewards - Take Away',
      points_earned: 0,
    });
    expect(order.paid_at).not.toBeNull();
    expect(await readUserReward(ctx.db, held.id)).toMatchObject({ status: 'used' });
  });

  it('refuses to use the same reward again', async () => {
    const held = await holdReward(ctx.db, holder.user.id, FREE_TEH);
    const lines = [{ id: teh, quantity: 1 }];
    expect((await postFoodOrder(ctx.app, rewardOrder(held.id, lines), holder.auth)).statusCode).toBe(201);
    const again = await postFoodOrder(ctx.app, rewardOrder(held.id, lines), holder.auth);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'This reward has already been used.',
      errors: { user_reward_id: ['validation.reward'] },
    });
  });

  it.each<
    [string, (lines: Array<{ id: number; quantity: number }>) => Array<{ id: number; quantity: number }>]
  >([
    ['another quantity', (lines) => lines.map((line) => ({ ...line, quantity: 2 }))],
    ['an item left out', (lines) => lines.slice(0, 1)],
    ['an item added', (lines) => [...lines, { id: indomie + 1, quantity: 1 }]],
  ])('refuses items other than the reward’s (%s), leaving the reward unused', async (_name, change) => {
    const held = await holdReward(ctx.db, holder.user.id, FREE_PACKAGE);
    const response = await postFoodOrder(ctx.app, rewardOrder(held.id, change(packageLines())), holder.auth);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Cannot modify items in reward booking. Items are pre-selected.',
      errors: { fnbs: ['validation.reward_items'] },
    });
    expect(await readUserReward(ctx.db, held.id)).toMatchObject({ status: 'available' });
  });

  it('answers another customer’s reward as not found, and leaves it theirs', async () => {
    const owner = await createCustomer(ctx.app, ctx.db);
    const held = await holdReward(ctx.db, owner.user.id, FREE_PACKAGE);
    const response = await postFoodOrder(ctx.app, rewardOrder(held.id), holder.auth);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'This reward was not found in your account.',
      errors: { user_reward_id: ['validation.exists'] },
    });
    expect(await readUserReward(ctx.db, held.id)).toMatchObject({ status: 'available' });
  });

  it('asks a guest to log in first', async () => {
    const held = await holdReward(ctx.db, holder.user.id, FREE_PACKAGE);
    const response = await postFoodOrder(
      ctx.app,
      rewardOrder(held.id, packageLines(), { name: 'Tamu', phone: '08123' }),
    );
    expect(response.statusCode).toBe(401);
    expect(await readUserReward(ctx.db, held.id)).toMatchObject({ status: 'available' });
  });

  it.each<[string, () => Promise<number>, string]>([
    [
      'an expired reward',
      async () => (await holdReward(ctx.db, holder.user.id, FREE_PACKAGE, -1)).id,
      'This reward has expired.',
    ],
    [
      'a free-play reward',
      async () => (await holdReward(ctx.db, holder.user.id, '1 Jam Main PS5 Gratis')).id,
      'This reward is not for food and drinks.',
    ],
  ])('refuses %s', async (_name, hold, message) => {
    const response = await postFoodOrder(ctx.app, rewardOrder(await hold()), holder.auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it('takes no promo use: a reward is free already', async () => {
    const held = await holdReward(ctx.db, holder.user.id, FREE_PACKAGE);
    const before = await readPromoUses(ctx.db, 'OPENINGYUK');
    const response = await postFoodOrder(
      ctx.app,
      rewardOrder(held.id, packageLines(), { promo_code: 'OPENINGYUK' }),
      holder.auth,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.total_price).toBe(0);
    expect(await readPromoUses(ctx.db, 'OPENINGYUK')).toBe(before);
    expect(await readBooking(ctx.db, response.json().data.id)).toMatchObject({ promo_id: null });
  });
});
