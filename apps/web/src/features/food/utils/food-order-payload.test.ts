import { describe, expect, it } from 'vitest';
import type { CheckoutValues } from './checkout-schema';
import { buildFoodOrderPayload } from './food-order-payload';

const values: CheckoutValues = {
  useAccount: false,
  fullName: '  Rina Kartika ',
  phoneNumber: '081234500001',
  notes: ' Es batu sedikit ',
  agreed: true,
  seating: 'table',
  tableNumber: ' 5 ',
  unitId: '3',
};
const lines = [
  { id: 1, name: 'Es Teh Manis', price: 6_000, quantity: 2 },
  { id: 2, name: 'Kopi Tubruk', price: 10_000, quantity: 0 },
];
const promo = {
  id: 4,
  promo_code: 'OPENINGYUK',
  description: '',
  percentage: 10,
  is_active: true,
  start_date: null,
  end_date: null,
  times_used: 0,
  usage_limit: null,
  usage_limit_per_user: null,
  min_spend: 0,
  applies_to: 'all' as const,
};

// spec 2 §3 "Food order: user_reward_id (optional), name, phone, payment_method (fixed value midtrans),
// unit_id or table_number, promo_id, promo_code, promo_percentage, discount_amount (when a promo applies),
// notes, fnbs [{id, quantity}]".
describe('buildFoodOrderPayload', () => {
  it('sends a table order with its promo, only the items ordered', () => {
    expect(
      buildFoodOrderPayload({ values, lines, promo, discountAmount: 1_200, userRewardId: null }),
    ).toEqual({
      name: 'Rina Kartika',
      phone: '081234500001',
      payment_method: 'midtrans',
      table_number: '5',
      promo_id: 4,
      promo_code: 'OPENINGYUK',
      promo_percentage: 10,
      discount_amount: 1_200,
      notes: 'Es batu sedikit',
      fnbs: [{ id: 1, quantity: 2 }],
    });
  });

  it.each<[CheckoutValues['seating'], Record<string, unknown>]>([
    ['unit', { unit_id: 3 }],
    ['takeaway', {}],
  ])('sends %s seating as the spec names it', (seating, expected) => {
    const payload = buildFoodOrderPayload({
      values: { ...values, seating },
      lines,
      promo: null,
      discountAmount: 0,
      userRewardId: null,
    });
    expect(payload).not.toHaveProperty('table_number');
    expect(payload).not.toHaveProperty('promo_id');
    expect(payload).toMatchObject(expected);
    if (seating === 'takeaway') expect(payload).not.toHaveProperty('unit_id');
  });

  it('names the reward of a reward order', () => {
    expect(
      buildFoodOrderPayload({ values, lines, promo: null, discountAmount: 0, userRewardId: 12 }),
    ).toMatchObject({ user_reward_id: 12, fnbs: [{ id: 1, quantity: 2 }] });
  });
});
