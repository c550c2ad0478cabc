import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import { adminAuth, TZ } from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';
import { redeemReward, rewardNamed, setPoints } from '../../../test/rewards';
import { createSeededTestApp } from '../../../test/seeded-app';

describe('GET /api/admin/audit (DESIGN.md "Staff side": who, when, what, before, after)', () => {
  let ctx: Awaited<ReturnType<typeof createSeededTestApp>>;
  let admin: Record<string, string>;
  let desk: Awaited<ReturnType<typeof createStaff>>;
  let voucher: { id: number; voucher_code: string };

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = await createStaff(ctx.app, ctx.db, 'Dewi Kasir');
    const customer = await createCustomer(ctx.app, ctx.db);
    await setPoints(ctx.db, customer.user.id, 500);
    const reward = await rewardNamed(ctx.db, 'Gantungan Kunci RuangMain');
    voucher = (await redeemReward(ctx.app, customer.auth, reward.id)).json();
    const collected = await deskCall(ctx.app, desk.auth, 'POST', `/reward-claims/${voucher.id}/collect`);
    expect(collected.statusCode, collected.body).toBe(200);
  });
  afterAll(async () => ctx?.close());

  const audit = (query: Record<string, string | number> = {}, headers = admin) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers,
    });

  it('shows who did what to which subject, when, and the facts before and after', async () => {
    const response = await audit();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ current_page: 1, per_page: 50, total: 1 });
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        actor: { id: desk.id, name: 'Dewi Kasir', role: 'staff' },
        action: 'reward_claim.collect',
        subject_type: 'user_reward',
        subject_id: voucher.id,
        subject_label: voucher.voucher_code,
        before: { status: 'available', collected_by: null },
        after: { status: 'used', collected_by: desk.id, collected_at: expect.any(String) },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      },
    ]);
  });

  it('records nothing for an action that was refused', async () => {
    const again = await deskCall(ctx.app, desk.auth, 'POST', `/reward-claims/${voucher.id}/collect`);
    expect(again.statusCode).toBe(409);
    expect((await audit()).json().total).toBe(1);
  });

  it.each<[string, () => Record<string, string | number>, number]>([
    ['the action', () => ({ action: 'reward_claim.collect' }), 1],
    ['another action', () => ({ action: 'booking.refund' }), 0],
    ['the subject', () => ({ subject_type: 'user_reward', subject_id: voucher.id }), 1],
    ['another subject', () => ({ subject_type: 'booking', subject_id: voucher.id }), 0],
    ['the actor', () => ({ actor_id: desk.id }), 1],
    ['today in the venue', () => ({ from: today(), to: today() }), 1],
    ['tomorrow', () => ({ from: addDays(today(), 1) }), 0],
    ['up to yesterday', () => ({ to: addDays(today(), -1) }), 0],
  ])('filters by %s', async (_label, query, total) => {
    const response = await audit(query());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBe(total);
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['an action it does not know', { action: 'booking.delete' }, 'action', 'validation.in'],
    ['a subject it does not know', { subject_type: 'spaceship' }, 'subject_type', 'validation.in'],
    ['a subject id that is not a number', { subject_id: 'x' }, 'subject_id', 'validation.numeric'],
    ['a date that does not exist', { from: '2026-02-30' }, 'from', 'validation.date_format'],
    [
      'a range that ends before it starts',
      { from: '2026-03-02', to: '2026-03-01' },
      'to',
      'validation.after_or_equal',
    ],
  ])('refuses %s with 422', async (_label, query, field, code) => {
    const response = await audit(query);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([code]);
  });

  it('is for admins only: the front desk and customers are refused', async () => {
    expect((await audit({}, desk.auth)).statusCode).toBe(403);
    expect((await audit({}, desk.auth)).json()).toEqual({ message: 'This action is for admins only.' });
    const customer = await createCustomer(ctx.app, ctx.db);
    expect((await audit({}, customer.auth)).statusCode).toBe(403);
    expect((await audit({}, {})).statusCode).toBe(401);
  });
});

const today = () => toLocalDateTime(new Date(), TZ).slice(0, 10);
