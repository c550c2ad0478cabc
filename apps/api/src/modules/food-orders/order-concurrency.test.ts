import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import { type BookingTestApp, openBookingApp } from '../../../test/bookings';
import {
  fnbNamed,
  guestFoodOrder,
  holdReward,
  insertPromo,
  postFoodOrder,
  readUserReward,
} from '../../../test/food-orders';
import { bookingFnbs, bookings } from '../../db/schema/bookings';
import { fnbs } from '../../db/schema/food';
import { promos } from '../../db/schema/pricing';

// ../shared/DESIGN.md "Limited counters": what counts is decided by the database, on either engine
// (TEST_DATABASE_URL runs this file on PostgreSQL).
describe('food orders racing for what is limited', () => {
  let ctx: BookingTestApp;
  let teh: { id: number; fnb_category_id: number };

  beforeAll(async () => {
    ctx = await openBookingApp();
    teh = await fnbNamed(ctx.db, 'Es Teh Manis');
  });
  afterAll(async () => ctx.close());

  const statuses = (responses: Array<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it('gives a promo with 5 uses left to exactly 5 of 20 orders at once', async () => {
    const promo = await insertPromo(ctx.db, { percentage: 20, usage_limit: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postFoodOrder(
          ctx.app,
          guestFoodOrder([{ id: teh.id, quantity: 1 }], { promo_code: promo.promo_code }),
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 5, 422: 15 });
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().message).toBe('Promo ini sudah habis digunakan. Silakan coba promo lainnya.');
    }
    const [row] = await ctx.db.select().from(promos).where(eq(promos.id, promo.id));
    expect(row?.times_used).toBe(5);
    const written = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.promo_id, promo.id));
    expect(written).toHaveLength(5);
  });

  it('lets one of 10 simultaneous orders use a reward, and refuses the other 9', async () => {
    const holder = await createCustomer(ctx.app, ctx.db);
    const held = await holdReward(ctx.db, holder.user.id, 'Free Es Teh Manis');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        postFoodOrder(
          ctx.app,
          guestFoodOrder([{ id: teh.id, quantity: 1 }], {
            user_reward_id: held.id,
            name: undefined,
            phone: undefined,
          }),
          holder.auth,
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 422: 9 });
    expect(await readUserReward(ctx.db, held.id)).toMatchObject({ status: 'used' });
    const orders = await ctx.db.select().from(bookings).where(eq(bookings.user_reward_id, held.id));
    expect(orders).toHaveLength(1);
  });

  it('never takes an order of an item once it is sold out, nor spends a promo use on a refused one', async () => {
    const [item] = await ctx.db
      .insert(fnbs)
      .values({ fnb_category_id: teh.fnb_category_id, name: 'Es Jeruk Peras Terakhir', price: 9_000 })
      .returning();
    if (!item) throw new Error('no item written');
    const promo = await insertPromo(ctx.db, { percentage: 10, usage_limit: null });
    const placeOrder = () =>
      postFoodOrder(
        ctx.app,
        guestFoodOrder([{ id: item.id, quantity: 1 }], { promo_code: promo.promo_code }),
      );

    // The kitchen runs out while 20 orders are on their way.
    const early = Array.from({ length: 10 }, placeOrder);
    const soldOut = ctx.db.update(fnbs).set({ is_available: false }).where(eq(fnbs.id, item.id));
    const late = Array.from({ length: 10 }, placeOrder);
    const [responses] = await Promise.all([Promise.all([...early, ...late]), soldOut]);

    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Es Jeruk Peras Terakhir is sold out.');
    }
    // Every accepted order, and only those, holds its line and its promo use.
    const lines = await ctx.db.select().from(bookingFnbs).where(eq(bookingFnbs.fnb_id, item.id));
    expect(lines).toHaveLength(accepted.length);
    const [row] = await ctx.db.select().from(promos).where(eq(promos.id, promo.id));
    expect(row?.times_used).toBe(accepted.length);
    const ids = accepted.map((response) => response.json().data.id as number);
    if (ids.length > 0) {
      const written = await ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.id, ids), eq(bookings.booking_type, 'fnb')));
      expect(written).toHaveLength(ids.length);
    }
    // Once it is sold out, nothing more gets through.
    const after = await placeOrder();
    expect(after.statusCode).toBe(422);
  });
});
