import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  guestBooking,
  openBookingApp,
  postBooking,
  readPoints,
  unitNamed,
} from '../../../test/bookings';
import { applyReward, listHeldRewards, redeemReward, rewardNamed, setPoints } from '../../../test/rewards';
import { fnbs } from '../../db/schema/food';
import { rewards, userRewards } from '../../db/schema/rewards';

// Demo rewards (db/seed/rewards-data.ts), one of each type and an inactive one.
const TEA = 'Free Es Teh Manis';
const PS5_HOUR = '1 Jam Main PS5 Gratis';
const KEYCHAIN = 'Gantungan Kunci RuangMain';
const TUMBLER = 'Tumbler RuangMain';

const DAY = 86_400_000;

describe('rewards of a signed-in customer (spec 1 §4 "Redeem flow", "Apply flow")', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());

  /** A customer holding `points`. */
  async function customerWith(points: number): Promise<TestCustomer> {
    const customer = await createCustomer(ctx.app, ctx.db);
    await setPoints(ctx.db, customer.user.id, points);
    return customer;
  }

  /** Redeems the named reward; anything but 201 fails the test with the answer. */
  async function redeem(customer: TestCustomer, name: string) {
    const reward = await rewardNamed(ctx.db, name);
    const response = await redeemReward(ctx.app, customer.auth, reward.id);
    expect(response.statusCode, response.body).toBe(201);
    return { reward, redeemed: response.json() };
  }

  describe('POST /api/customer/rewards/{id}/redeem', () => {
    it('takes the points, writes a debit naming the reward, and holds the reward with a voucher code', async () => {
      const customer = await customerWith(100);
      const before = Date.now();
      const { reward, redeemed } = await redeem(customer, TEA);
      const heldId = redeemed.id;
      expect(redeemed).toEqual({
        id: heldId,
        user_reward_id: heldId,
        reward_id: reward.id,
        type: 'free_fnb',
        voucher_code: expect.stringMatching(/^RM-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/),
        expires_at: expect.any(String),
        points_spent: 40,
        total_points: 60,
        data: { id: heldId, type: 'free_fnb' },
      });
      // Its own validity: 30 days from the redeem.
      const expiresAt = new Date(redeemed.expires_at).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY);

      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(60);
      expect(ledger).toEqual([
        expect.objectContaining({
          type: 'debit',
          points: 40,
          description: `Redeemed reward ${TEA}`,
          user_reward_id: heldId,
          booking_id: null,
        }),
      ]);
    });

    it('gives every held reward its own voucher code', async () => {
      const customer = await customerWith(200);
      const codes = new Set<string>();
      for (let index = 0; index < 5; index++) codes.add((await redeem(customer, TEA)).redeemed.voucher_code);
      expect(codes.size).toBe(5);
    });

    it('takes one of a limited stock', async () => {
      const customer = await customerWith(100);
      const before = await rewardNamed(ctx.db, KEYCHAIN);
      await redeem(customer, KEYCHAIN);
      expect((await rewardNamed(ctx.db, KEYCHAIN)).stock).toBe((before.stock ?? 0) - 1);
      expect((await rewardNamed(ctx.db, TEA)).stock).toBeNull();
    });

    it.each<[string, () => Promise<number | string>, number, string]>([
      [
        'too few points',
        async () => (await rewardNamed(ctx.db, PS5_HOUR)).id,
        422,
        REWARD_MESSAGES.notEnoughPoints,
      ],
      [
        'an inactive reward',
        async () => (await rewardNamed(ctx.db, TUMBLER)).id,
        422,
        REWARD_MESSAGES.inactive,
      ],
      ['an unknown reward', async () => 999_999, 404, REWARD_MESSAGES.rewardNotFound],
      ['an id that is not a number', async () => 'abc', 422, 'id: The reward id must be a number.'],
    ])('refuses %s and takes nothing', async (_case, rewardId, status, message) => {
      const customer = await customerWith(100);
      const response = await redeemReward(ctx.app, customer.auth, await rewardId());
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(100);
      expect(ledger).toEqual([]);
      expect(
        await ctx.db.select().from(userRewards).where(eq(userRewards.user_id, customer.user.id)),
      ).toEqual([]);
    });

    it('refuses a reward out of stock and gives the points back in the same breath', async () => {
      const customer = await customerWith(100);
      const keychain = await rewardNamed(ctx.db, KEYCHAIN);
      await ctx.db.update(rewards).set({ stock: 0 }).where(eq(rewards.id, keychain.id));
      try {
        const response = await redeemReward(ctx.app, customer.auth, keychain.id);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(REWARD_MESSAGES.outOfStock);
        expect((await readPoints(ctx.db, customer.user.id)).balance).toBe(100);
      } finally {
        await ctx.db.update(rewards).set({ stock: keychain.stock }).where(eq(rewards.id, keychain.id));
      }
    });
  });

  describe('GET /api/customer/my-rewards', () => {
    it('lists only the caller’s held rewards, newest first, with the reward and a label', async () => {
      const customer = await customerWith(200);
      const other = await customerWith(200);
      const tea = await redeem(customer, TEA);
      const keychain = await redeem(customer, KEYCHAIN);
      await redeem(other, TEA);

      const response = await listHeldRewards(ctx.app, customer.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: keychain.redeemed.id,
          reward_id: keychain.reward.id,
          status: 'available',
          status_label: 'Pending Claim',
          voucher_code: keychain.redeemed.voucher_code,
          used_at: null,
          expires_at: keychain.redeemed.expires_at,
          created_at: expect.any(String),
          reward: {
            id: keychain.reward.id,
            name: KEYCHAIN,
            description: keychain.reward.description,
            image: keychain.reward.image,
            type: 'free_merchandise',
            points_required: 60,
          },
        },
        expect.objectContaining({ id: tea.redeemed.id, status: 'available', status_label: 'Available' }),
      ]);
    });

    it('answers an empty list to a customer who holds nothing', async () => {
      const response = await listHeldRewards(ctx.app, (await customerWith(0)).auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('POST /api/customer/rewards-apply/{id}/apply', () => {
    it('sends a free drink to the food page with its items, and uses nothing up', async () => {
      const customer = await customerWith(100);
      const { redeemed } = await redeem(customer, TEA);
      const [tea] = await ctx.db.select().from(fnbs).where(eq(fnbs.name, 'Es Teh Manis'));
      if (!tea) throw new Error('no Es Teh Manis on the demo menu');

      const response = await applyReward(ctx.app, customer.auth, redeemed.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        type: 'free_fnb',
        redirect_to: '/food-drinks',
        user_reward_id: redeemed.id,
        reward_details: {
          name: TEA,
          description: expect.any(String),
          effects: { type: 'free_fnb', fnbs: [{ fnb_id: tea.id, quantity: 1 }] },
        },
        items: [
          {
            id: tea.id,
            name: 'Es Teh Manis',
            description: tea.description,
            image: tea.image,
            price: tea.price,
            quantity: 1,
            is_available: tea.is_available,
          },
        ],
        price_adjustment: {
          original_session_price: 0,
          original_fnb_price: tea.price,
          discount_amount: tea.price,
          final_session_price: 0,
          final_fnb_price: 0,
          message: 'Free F&B reward applied! You have 1 free item(s).',
        },
      });
      // Applying twice is fine: only the order that uses it uses it up.
      expect((await applyReward(ctx.app, customer.auth, redeemed.id)).statusCode).toBe(200);
      expect((await listHeldRewards(ctx.app, customer.auth)).json()[0].status).toBe('available');
    });

    it('sends free play to the wizard locked on its unit; the booking uses it up once', async () => {
      const customer = await customerWith(200);
      const { redeemed } = await redeem(customer, PS5_HOUR);
      const unit = unitNamed(ctx.units, 'PS5 Regular 1');

      const response = await applyReward(ctx.app, customer.auth, redeemed.id);
      expect(response.statusCode, response.body).toBe(200);
      const applied = response.json();
      expect(applied).toMatchObject({
        type: 'free_play',
        redirect_to: '/rent',
        user_reward_id: redeemed.id,
        reward_details: {
          name: PS5_HOUR,
          unit: { id: unit.id, name: 'PS5 Regular 1', console: { id: expect.any(Number), name: 'PS5' } },
          effects: { type: 'free_play', unit_id: unit.id, duration_hours: 1, total_visitors: 2 },
        },
        booking_preset: {
          unit_id: unit.id,
          duration_hours: 1,
          total_visitors: 2,
          consoles: [{ id: expect.any(Number), name: 'PS5' }],
        },
        price_adjustment: {
          original_session_price: unit.price_per_hour,
          original_fnb_price: 0,
          discount_amount: unit.price_per_hour,
          final_session_price: 0,
          final_fnb_price: 0,
          message: 'Free play reward applied! 1 hour(s) on PS5 Regular 1, free of charge.',
        },
      });
      expect(applied.booking_preset.room_id).toBe(applied.reward_details.unit.room.id);

      const booking = guestBooking(unit, ctx.nextDate(), '14:00', 1, {
        user_reward_id: redeemed.id,
        name: undefined,
        phone: undefined,
      });
      const booked = await postBooking(ctx.app, booking, customer.auth);
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().data.total_price).toBe(0);

      const again = await applyReward(ctx.app, customer.auth, redeemed.id);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(REWARD_MESSAGES.used);
      const [held] = (await listHeldRewards(ctx.app, customer.auth)).json();
      expect(held).toMatchObject({ id: redeemed.id, status: 'used', status_label: 'Used' });
      expect(held.used_at).toEqual(expect.any(String));
    });

    it('refuses merchandise with 422: it is collected from staff', async () => {
      const customer = await customerWith(100);
      const { redeemed } = await redeem(customer, KEYCHAIN);
      const response = await applyReward(ctx.app, customer.auth, redeemed.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(REWARD_MESSAGES.merchandiseNotApplicable);
    });

    it('answers 404 for another customer’s reward and for one that does not exist', async () => {
      const owner = await customerWith(100);
      const { redeemed } = await redeem(owner, TEA);
      const stranger = await customerWith(100);
      for (const id of [redeemed.id, 999_999]) {
        const response = await applyReward(ctx.app, stranger.auth, id);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json().message).toBe(REWARD_MESSAGES.heldNotFound);
      }
      expect((await applyReward(ctx.app, owner.auth, redeemed.id)).statusCode).toBe(200);
    });

    it('refuses an id that is not a number (422) and takes nothing', async () => {
      const customer = await customerWith(100);
      const response = await applyReward(ctx.app, customer.auth, 'abc');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('id: The user reward id must be a number.');
    });

    it('refuses an expired reward, shows it expired, and returns no points (record 0017)', async () => {
      const customer = await customerWith(40);
      const { redeemed } = await redeem(customer, TEA);
      await ctx.db
        .update(userRewards)
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where(eq(userRewards.id, redeemed.id));

      const response = await applyReward(ctx.app, customer.auth, redeemed.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(REWARD_MESSAGES.expired);
      const [held] = (await listHeldRewards(ctx.app, customer.auth)).json();
      expect(held).toMatchObject({ id: redeemed.id, status: 'expired', status_label: 'Expired' });
      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(0);
      expect(ledger.map((entry) => entry.type)).toEqual(['debit']);
    });
  });

  it.each<[string, () => Promise<{ statusCode: number; json(): { message: string } }>]>([
    ['the held list', () => listHeldRewards(ctx.app, {})],
    ['a redeem', async () => redeemReward(ctx.app, {}, (await rewardNamed(ctx.db, TEA)).id)],
    ['an apply', () => applyReward(ctx.app, {}, 1)],
  ])('asks a visitor to log in for %s (401)', async (_name, call) => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
