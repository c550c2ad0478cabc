import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { adminAuth } from '../../../test/bookings';
import { createStaff } from '../../../test/desk';
import { adminCall, readSubjectAudit } from '../../../test/people';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { reviews } from '../../db/schema/reviews';

/** The caches drop on the database's change notification; give it a moment to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('/api/admin/customer-reviews', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let customer: TestCustomer;
  let reviewId: number;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    admin = await adminAuth(ctx.app, ctx.db);
    staff = (await createStaff(ctx.app, ctx.db)).auth;
    customer = await createCustomer(ctx.app, ctx.db);
    const [newest] = await ctx.db
      .select()
      .from(reviews)
      .where(eq(reviews.is_active, true))
      .orderBy(desc(reviews.created_at), desc(reviews.id))
      .limit(1);
    reviewId = newest?.id ?? 0;
  });
  afterAll(async () => ctx?.close());

  const call = (...args: Parameters<typeof adminCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    adminCall(ctx.app, ...args);
  const homeReviews = async () => {
    await settle();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/public/customer-reviews?per_page=100' });
    return answer.json().data.data as { id: number; reply?: string | null }[];
  };

  it.each([
    ['GET', '/customer-reviews'],
    ['GET', '/customer-reviews/1'],
    ['PATCH', '/customer-reviews/1'],
    ['DELETE', '/customer-reviews/1'],
  ] as const)('%s %s: visitor 401, customer 403, front desk 403', async (method, path) => {
    expect((await call({}, method, path, method === 'PATCH' ? {} : undefined)).statusCode).toBe(401);
    expect((await call(customer.auth, method, path)).statusCode).toBe(403);
    expect((await call(staff, method, path)).statusCode).toBe(403);
  });

  it('lists visible and hidden reviews with the reviewer, searched, filtered, sorted and paged', async () => {
    const all = await call(
      admin,
      'GET',
      '/customer-reviews?visibility=visible&sort=created_at&direction=desc&per_page=5',
    );
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ current_page: 1, per_page: 5 });
    expect(all.json().total).toBeGreaterThan(5);
    const first = all.json().data[0];
    expect(first.id).toBe(reviewId);
    expect(first).toMatchObject({ reply: null, replied_by: null, is_active: true });
    expect(first.reviewer.name).toEqual(expect.any(String));

    const byRating = await call(admin, 'GET', '/customer-reviews?sort=rating&direction=asc&rating=5');
    expect(byRating.json().data.every((review: { rating: number }) => review.rating === 5)).toBe(true);

    const word =
      first.description.split(/\s+/).find((part: string) => part.length > 4) ?? first.invoice_number;
    const searched = await call(admin, 'GET', `/customer-reviews?search=${encodeURIComponent(word)}`);
    expect(searched.json().data.map((review: { id: number }) => review.id)).toContain(reviewId);
    const byInvoice = await call(admin, 'GET', `/customer-reviews?search=${first.invoice_number}`);
    expect(byInvoice.json().data.map((review: { id: number }) => review.id)).toEqual([reviewId]);
  });

  it('refuses a bad query or body with 422 per field, and an unknown review with 404', async () => {
    const query = await call(admin, 'GET', '/customer-reviews?rating=6&visibility=secret&sort=user_id');
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().errors).sort()).toEqual(['rating', 'sort', 'visibility']);
    expect((await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, {})).statusCode).toBe(422);
    const long = await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, { reply: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('reply');
    expect(
      (await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, { is_active: 'no' })).statusCode,
    ).toBe(422);
    expect((await call(admin, 'PATCH', '/customer-reviews/999999', { is_active: false })).statusCode).toBe(
      404,
    );
  });

  it('a reply, trimmed, shows under the review on the home page; an empty one removes it; audited', async () => {
    const replied = await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, {
      reply: '  Terima kasih, sampai jumpa lagi!  ',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      reply: 'Terima kasih, sampai jumpa lagi!',
      replied_by: { name: 'Venue Admin' },
    });
    expect((await homeReviews()).find((review) => review.id === reviewId)?.reply).toBe(
      'Terima kasih, sampai jumpa lagi!',
    );

    const removed = await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, { reply: '   ' });
    expect(removed.json().data).toMatchObject({ reply: null, replied_at: null, replied_by: null });
    expect((await homeReviews()).find((review) => review.id === reviewId)?.reply).toBeNull();

    const trail = await readSubjectAudit(ctx.db, 'review', reviewId);
    expect(trail.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'review.reply',
        { is_active: true, reply: null },
        { is_active: true, reply: 'Terima kasih, sampai jumpa lagi!' },
      ],
      [
        'review.reply',
        { is_active: true, reply: 'Terima kasih, sampai jumpa lagi!' },
        { is_active: true, reply: null },
      ],
    ]);
  });

  it('hides a review from the home page and shows it again; DELETE hides, never deletes', async () => {
    const hidden = await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, { is_active: false });
    expect(hidden.json().data.is_active).toBe(false);
    expect((await homeReviews()).map((review) => review.id)).not.toContain(reviewId);
    const listed = await call(admin, 'GET', '/customer-reviews?visibility=hidden');
    expect(listed.json().data.map((review: { id: number }) => review.id)).toContain(reviewId);
    expect(listed.json().data.every((review: { is_active: boolean }) => !review.is_active)).toBe(true);

    await call(admin, 'PATCH', `/customer-reviews/${reviewId}`, { is_active: true });
    expect((await homeReviews()).map((review) => review.id)).toContain(reviewId);

    const deleted = await call(admin, 'DELETE', `/customer-reviews/${reviewId}`);
    expect(deleted.json()).toEqual({
      message: 'Reviews are the customer’s and are never deleted: this one is hidden.',
      deleted: false,
    });
    const [kept] = await ctx.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(kept?.is_active).toBe(false);
    const trail = await readSubjectAudit(ctx.db, 'review', reviewId);
    expect(trail.slice(-3).map((row) => [row.action, row.after])).toEqual([
      ['review.update', { is_active: false, reply: null }],
      ['review.update', { is_active: true, reply: null }],
      ['review.update', { is_active: false, reply: null }],
    ]);
    // Hiding what is hidden changes nothing and writes no row.
    await call(admin, 'DELETE', `/customer-reviews/${reviewId}`);
    expect(await readSubjectAudit(ctx.db, 'review', reviewId)).toHaveLength(trail.length);
  });
});
