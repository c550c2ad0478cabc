import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { adminAuth } from '../../../test/bookings';
import { listHeldRewards, redeemReward, rewardNamed, setPoints } from '../../../test/rewards';
import { createSeededTestApp } from '../../../test/seeded-app';
import { users } from '../../db/schema/accounts';
import { userRewards } from '../../db/schema/rewards';

type Held = { id: number; voucher_code: string };
type Headers = Record<string, string>;

const KEYCHAIN = 'Gantungan Kunci RuangMain';
const TEA = 'Free Es Teh Manis';

describe('merchandise claims at the front desk (GET, POST /api/admin/reward-claims)', () => {
  let ctx: Awaited<ReturnType<typeof createSeededTestApp>>;
  let desk: Headers;
  let deskUser: { id: number; name: string };
  let admin: Headers;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    const staff = await createCustomer(ctx.app, ctx.db, { name: 'Dewi Kasir' });
    await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    desk = staff.auth;
    deskUser = { id: staff.user.id, name: 'Dewi Kasir' };
    admin = await adminAuth(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  async function customerHolding(name: string, overrides: Record<string, unknown> = {}) {
    const customer = await createCustomer(ctx.app, ctx.db, overrides);
    await setPoints(ctx.db, customer.user.id, 500);
    const reward = await rewardNamed(ctx.db, name);
    const response = await redeemReward(ctx.app, customer.auth, reward.id);
    expect(response.statusCode, response.body).toBe(201);
    const held: Held = response.json();
    return { customer, held };
  }

  const list = (headers: Headers, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/reward-claims${query}`, headers });
  const collect = (headers: Headers, id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/reward-claims/${id}/collect`, headers });
  const listedIds = async (query: string) =>
    ((await list(desk, query)).json().data as Held[]).map((claim) => claim.id);

  it('lists merchandise waiting to be handed over, with what and whose', async () => {
    const { customer, held } = await customerHolding(KEYCHAIN, { name: 'Sari Wulandari' });
    const response = await list(desk, `?search=${held.voucher_code}`);
    expect(response.statusCode, response.body).toBe(200);
    const keychain = await rewardNamed(ctx.db, KEYCHAIN);
    expect(response.json()).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 1,
      from: 1,
      to: 1,
      data: [
        {
          id: held.id,
          voucher_code: held.voucher_code,
          status: 'available',
          status_label: 'Pending Claim',
          expires_at: expect.any(String),
          created_at: expect.any(String),
          collected_at: null,
          collected_by: null,
          reward: {
            id: keychain.id,
            name: KEYCHAIN,
            image: keychain.image,
            item: 'Gantungan kunci akrilik RuangMain',
          },
          customer: {
            id: customer.user.id,
            name: 'Sari Wulandari',
            username: customer.registration.username,
            phone: `62${customer.registration.phone.slice(1)}`,
          },
        },
      ],
    });
  });

  it('finds a claim by voucher code in any case, name, username, and phone typed 08… or 62…', async () => {
    const { customer, held } = await customerHolding(KEYCHAIN, { name: 'Putri Anggraini' });
    const phone = customer.registration.phone;
    for (const search of [
      held.voucher_code.toLowerCase(),
      'putri anggr',
      customer.registration.username,
      phone,
      `62${phone.slice(1)}`,
      phone.slice(-6),
    ]) {
      expect(await listedIds(`?search=${encodeURIComponent(search)}`), search).toContain(held.id);
    }
    expect(await listedIds('?search=nobody-like-this')).toEqual([]);
  });

  it('leaves out food and play rewards, expired claims and collected ones', async () => {
    const { held: tea } = await customerHolding(TEA);
    const { held: expired } = await customerHolding(KEYCHAIN);
    await ctx.db
      .update(userRewards)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(userRewards.id, expired.id));
    const { held: collected } = await customerHolding(KEYCHAIN);
    expect((await collect(desk, collected.id)).statusCode).toBe(200);
    const { held: waiting } = await customerHolding(KEYCHAIN);

    const ids = await listedIds('?per_page=100');
    expect(ids).toContain(waiting.id);
    for (const absent of [tea.id, expired.id, collected.id]) expect(ids).not.toContain(absent);
  });

  it('hands a claim over once, recording who and when; the customer sees it collected', async () => {
    const { customer, held } = await customerHolding(KEYCHAIN);
    const before = Date.now();
    const response = await collect(desk, held.id);
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Reward collected.');
    expect(data).toMatchObject({
      id: held.id,
      status: 'used',
      status_label: 'Collected',
      collected_by: deskUser,
    });
    expect(new Date(data.collected_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await collect(admin, held.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REWARD_MESSAGES.collected });
    const [row] = await ctx.db.select().from(userRewards).where(eq(userRewards.id, held.id));
    expect(row?.claimed_by).toBe(deskUser.id);

    const [mine] = (await listHeldRewards(ctx.app, customer.auth)).json();
    expect(mine).toMatchObject({ id: held.id, status: 'used', status_label: 'Collected' });
  });

  it('lets one of two desks collecting the same claim at once win', async () => {
    const { held } = await customerHolding(KEYCHAIN);
    const answers = await Promise.all([collect(desk, held.id), collect(admin, held.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it.each<[string, () => Promise<number>, number, string]>([
    ['a food reward', async () => (await customerHolding(TEA)).held.id, 404, 'Reward claim not found.'],
    ['an unknown id', async () => 999_999, 404, 'Reward claim not found.'],
    [
      'an expired claim',
      async () => {
        const { held } = await customerHolding(KEYCHAIN);
        await ctx.db
          .update(userRewards)
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where(eq(userRewards.id, held.id));
        return held.id;
      },
      422,
      REWARD_MESSAGES.expired,
    ],
  ])('refuses to collect %s', async (_case, id, status, message) => {
    const response = await collect(desk, await id());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses a search that is too long and a page that is not a number', async () => {
    expect((await list(desk, `?search=${'x'.repeat(101)}`)).statusCode).toBe(422);
    expect((await list(desk, '?page=first')).statusCode).toBe(422);
  });

  it('is the staff’s: 401 without a session, 403 to a customer', async () => {
    const customer: TestCustomer = await createCustomer(ctx.app, ctx.db);
    expect((await list({})).statusCode).toBe(401);
    expect((await list(customer.auth)).statusCode).toBe(403);
    const { held } = await customerHolding(KEYCHAIN);
    expect((await collect(customer.auth, held.id)).statusCode).toBe(403);
    expect((await collect({}, held.id)).statusCode).toBe(401);
    expect((await listHeldRewards(ctx.app, customer.auth)).json()).toEqual([]);
  });
});
