import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  postBooking,
  readBooking,
  readPoints,
  unitNamed,
} from '../../../test/bookings';
import { fnbs } from '../../db/schema/food';
import { payments } from '../../db/schema/payments';
import { rewards, userRewards } from '../../db/schema/rewards';

type Grant = { reward: string; unit: string; hours: number };

// Demo rewards of type free_play (db/seed/rewards-data.ts).
const ONE_HOUR_PS5: Grant = { reward: '1 Jam Main PS5 Gratis', unit: 'PS5 Regular 1', hours: 1 };
const TWO_HOURS_VIP: Grant = { reward: '2 Jam Room VIP Gratis', unit: 'VIP 1', hours: 2 };

describe('reward bookings: POST /api/book-room with user_reward_id (spec 2 §5 "Reward booking")', () => {
  let ctx: BookingTestApp;
  let holder: TestCustomer;
  let foodId: number;
  let voucher = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    holder = await createCustomer(ctx.app, ctx.db);
    const [food] = await ctx.db
      .select({ id: fnbs.id })
      .from(fnbs)
      .where(eq(fnbs.is_available, true))
      .limit(1);
    foodId = food?.id ?? 0;
  });
  afterAll(async () => ctx.close());

  /** A reward the customer redeemed earlier, as the rewards shop leaves it. */
  async function redeem(customer: TestCustomer, grant: Grant, expiresInDays = 30): Promise<number> {
    const [reward] = await ctx.db.select().from(rewards).where(eq(rewards.name, grant.reward));
    if (reward?.effects.type !== 'free_play') throw new Error(`${grant.reward} is not a free-play reward`);
    voucher += 1;
    const [row] = await ctx.db
      .insert(userRewards)
      .values({
        user_id: customer.user.id,
        reward_id: reward.id,
        voucher_code: `RW-TEST-${voucher}`,
        points_spent: reward.points_required,
        expires_at: new Date(Date.now() + expiresInDays * 86_400_000),
      })
      .returning({ id: userRewards.id });
    return row?.id ?? 0;
  }

  /** The reward's own booking: its unit and hours from `start`, the holder's account for the contact. */
  const rewardBooking = (userRewardId: number, grant: Grant, date: string, overrides = {}) =>
    guestBooking(unitNamed(ctx.units, grant.unit), date, '14:00', grant.hours, {
      user_reward_id: userRewardId,
      name: undefined,
      phone: undefined,
      ...overrides,
    });
  const readUserReward = async (id: number) =>
    (await ctx.db.select().from(userRewards).where(eq(userRewards.id, id)))[0];

  it('confirms the reward’s booking at once, free of charge and fees, earns nothing, and uses up the reward', async () => {
    const userRewardId = await redeem(holder, TWO_HOURS_VIP);
    const pointsBefore = await readPoints(ctx.db, holder.user.id);
    const response = await postBooking(
      ctx.app,
      rewardBooking(userRewardId, TWO_HOURS_VIP, ctx.nextDate()),
      holder.auth,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      snap_token: null,
      data: { status: 'confirmed', total_price: 0 },
    });

    const row = await readBooking(ctx.db, response.json().data.id);
    const vip = unitNamed(ctx.units, TWO_HOURS_VIP.unit);
    expect(row).toMatchObject({
      status: 'confirmed',
      channel: 'reward',
      payment_method: 'reward',
      user_id: holder.user.id,
      user_reward_id: userRewardId,
      name: holder.registration.name,
      subtotal_room: vip.price_per_hour * 2,
      reward_discount: vip.price_per_hour * 2,
      service_fee_amount: 0,
      total_price: 0,
      points_earned: 0,
      hold_expires_at: null,
    });
    expect(await ctx.db.select().from(payments).where(eq(payments.booking_id, row.id))).toEqual([]);
    expect(await readPoints(ctx.db, holder.user.id)).toEqual(pointsBefore);
    expect(await readUserReward(userRewardId)).toMatchObject({ status: 'used', used_at: expect.any(Date) });

    const again = await postBooking(
      ctx.app,
      rewardBooking(userRewardId, TWO_HOURS_VIP, ctx.nextDate()),
      holder.auth,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This reward has already been used.');
  });

  it('lets only one of two bookings racing for one reward have it', async () => {
    const userRewardId = await redeem(holder, ONE_HOUR_PS5);
    const responses = await Promise.all(
      [ctx.nextDate(), ctx.nextDate()].map((date) =>
        postBooking(ctx.app, rewardBooking(userRewardId, ONE_HOUR_PS5, date), holder.auth),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
  });

  it('asks a visitor to log in before using a reward (401)', async () => {
    const userRewardId = await redeem(holder, ONE_HOUR_PS5);
    const payload = rewardBooking(userRewardId, ONE_HOUR_PS5, ctx.nextDate(), {
      name: 'Tamu',
      phone: '081200000001',
    });
    expect((await postBooking(ctx.app, payload)).statusCode).toBe(401);
    expect((await readUserReward(userRewardId))?.status).toBe('available');
  });

  it.each<[string, (date: string, id: number) => Record<string, unknown>, string]>([
    [
      'another unit',
      (date, id) =>
        guestBooking(unitNamed(ctx.units, 'PS5 Regular 2'), date, '14:00', 1, { user_reward_id: id }),
      'This reward is for another unit.',
    ],
    [
      'more hours than the reward gives',
      (date, id) => rewardBooking(id, { ...ONE_HOUR_PS5, hours: 2 }, date),
      'This reward is for 1 hour(s) of play.',
    ],
    [
      'more people than the reward allows',
      (date, id) => rewardBooking(id, ONE_HOUR_PS5, date, { total_visitors: 3 }),
      'This reward is for up to 2 people.',
    ],
    [
      'food on the booking',
      (date, id) => rewardBooking(id, ONE_HOUR_PS5, date, { fnbs: [{ id: foodId, quantity: 1 }] }),
      'Food and drinks are ordered separately from a reward booking.',
    ],
  ])('refuses the reward for %s with 422 and keeps it', async (_label, payload, message) => {
    const userRewardId = await redeem(holder, ONE_HOUR_PS5);
    const response = await postBooking(ctx.app, payload(ctx.nextDate(), userRewardId), holder.auth);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(message);
    expect((await readUserReward(userRewardId))?.status).toBe('available');
  });

  it.each<[string, (customer: TestCustomer) => Promise<number>, string]>([
    [
      'someone else’s reward',
      async () => redeem(await createCustomer(ctx.app, ctx.db), ONE_HOUR_PS5),
      'This reward was not found in your account.',
    ],
    ['an expired reward', (customer) => redeem(customer, ONE_HOUR_PS5, -1), 'This reward has expired.'],
    ['a reward that does not exist', async () => 999_999, 'This reward was not found in your account.'],
  ])('refuses %s with 422', async (_label, grant, message) => {
    const userRewardId = await grant(holder);
    const response = await postBooking(
      ctx.app,
      rewardBooking(userRewardId, ONE_HOUR_PS5, ctx.nextDate()),
      holder.auth,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it('refuses a start whose next booking leaves less than the reward’s hours', async () => {
    const date = ctx.nextDate();
    const vip = unitNamed(ctx.units, TWO_HOURS_VIP.unit);
    await book(ctx.app, guestBooking(vip, date, '15:00', 2));
    const userRewardId = await redeem(holder, TWO_HOURS_VIP);
    const response = await postBooking(
      ctx.app,
      rewardBooking(userRewardId, TWO_HOURS_VIP, date),
      holder.auth,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(
      'Time slot 14:00 only allows up to 1 hour(s), but your reward requires 2 hour(s). Please select a different time.',
    );
    expect((await readUserReward(userRewardId))?.status).toBe('available');

    const later = await postBooking(
      ctx.app,
      guestBooking(vip, date, '17:00', 2, {
        user_reward_id: userRewardId,
        name: undefined,
        phone: undefined,
      }),
      holder.auth,
    );
    expect(later.statusCode, later.body).toBe(201);
  });
});
