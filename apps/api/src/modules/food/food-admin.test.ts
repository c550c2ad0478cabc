import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  notify,
  openBookingApp,
} from '../../../test/bookings';
import { createStaff } from '../../../test/desk';
import { fnbNamed, guestFoodOrder, postFoodOrder } from '../../../test/food-orders';
import { auditLog } from '../../db/schema/audit';
import { fnbCategories, fnbs } from '../../db/schema/food';

// Issue 17 "Manage the venue": the menu's items and categories, their dragged order, and the sold-out
// toggle the kitchen uses too.
describe('the menu in the back office: /api/admin/fnbs and /api/admin/fnb-categories', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let staff: AuthHeaders;
  let customer: AuthHeaders;
  let minuman: number;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    staff = (await createStaff(ctx.app, ctx.db)).auth;
    customer = (await createCustomer(ctx.app, ctx.db)).auth;
    minuman = (await fnbNamed(ctx.db, 'Es Teh Manis')).fnb_category_id;
  });
  afterAll(async () => ctx?.close());

  const call = (
    headers: AuthHeaders,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/admin${path}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (response: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const publicMenu = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/fnbs' });
    return response.json().data as Array<{
      id: number;
      name: string;
      is_available: boolean;
      fnb_category_id: number;
    }>;
  };
  const audit = (subject: string, id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject_type, subject), eq(auditLog.subject_id, id)))
      .orderBy(asc(auditLog.id));
  // The cache drops on the database's notification, which arrives just after the commit.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
  let sequence = 0;
  const newItem = async (overrides: object = {}) => {
    sequence += 1;
    const body = await ok(
      await call(admin, 'POST', '/fnbs', {
        name: `Kopi Test ${sequence}`,
        fnb_category_id: minuman,
        price: 15000,
        ...overrides,
      }),
      201,
    );
    return body.data as { id: number; name: string; sort_order: number; is_available: boolean };
  };

  it('answers 401 without a session, 403 to a customer and to staff, except the sold-out toggle', async () => {
    const item = await newItem();
    const writes = [
      ['GET', '/fnbs'],
      ['GET', `/fnbs/${item.id}`],
      ['POST', '/fnbs', { name: 'X', fnb_category_id: minuman, price: 1 }],
      ['PATCH', `/fnbs/${item.id}`, { price: 1 }],
      ['DELETE', `/fnbs/${item.id}`],
      ['POST', '/fnbs/reorder', { ids: [item.id] }],
      ['GET', '/fnb-categories'],
      ['GET', `/fnb-categories/${minuman}`],
      ['POST', '/fnb-categories', { category: 'X' }],
      ['PATCH', `/fnb-categories/${minuman}`, { category: 'X' }],
      ['DELETE', `/fnb-categories/${minuman}`],
      ['POST', '/fnb-categories/reorder', { ids: [minuman] }],
    ] as const;
    for (const [method, path, payload] of writes) {
      expect((await call({}, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(customer, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
      const refused = await call(staff, method, path, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().message).toBe('This action is for admins only.');
    }
    const toggle = `/fnbs/${item.id}/availability`;
    expect((await call({}, 'POST', toggle, { is_available: false })).statusCode).toBe(401);
    expect((await call(customer, 'POST', toggle, { is_available: false })).statusCode).toBe(403);
    expect((await call(staff, 'POST', toggle, { is_available: false })).statusCode).toBe(200);
  });

  it('adds an item at the end of its category, audited, and the menu shows it at once', async () => {
    await publicMenu(); // fills the cache, which the add must drop
    const [last] = await ctx.db
      .select({ sort_order: fnbs.sort_order })
      .from(fnbs)
      .where(eq(fnbs.fnb_category_id, minuman))
      .orderBy(asc(fnbs.sort_order));
    const item = await newItem({ description: 'Dingin', image: 'uploads/kopi.webp' });
    expect(item.sort_order).toBeGreaterThanOrEqual((last?.sort_order ?? 0) + 1);
    expect(item).toMatchObject({
      is_available: true,
      category: expect.any(String),
      image: 'uploads/kopi.webp',
    });
    const [row] = await audit('fnb', item.id);
    expect(row).toMatchObject({
      action: 'fnb.create',
      before: null,
      actor_role: 'admin',
      subject_label: item.name,
    });
    await settle();
    expect((await publicMenu()).map((fnb) => fnb.id)).toContain(item.id);
  });

  it('refuses bad input with 422 and the field’s rule', async () => {
    const cases: Array<[object, string, string]> = [
      [{ fnb_category_id: minuman, price: 1 }, 'name', 'validation.required'],
      [{ name: '   ', fnb_category_id: minuman, price: 1 }, 'name', 'validation.required'],
      [{ name: 'A', fnb_category_id: minuman, price: -1 }, 'price', 'validation.min.numeric'],
      [{ name: 'A', fnb_category_id: minuman, price: 1.5 }, 'price', 'validation.numeric'],
      [{ name: 'A', fnb_category_id: minuman, price: '9' }, 'price', 'validation.numeric'],
      [
        { name: 'A', fnb_category_id: minuman, price: 1, image: '../etc/passwd' },
        'image',
        'validation.regex',
      ],
      [{ name: 'A', fnb_category_id: minuman, price: 1, image: '/abs.png' }, 'image', 'validation.regex'],
      [{ name: 'A', fnb_category_id: 999999, price: 1 }, 'fnb_category_id', 'validation.exists'],
      [{ name: 'Es Teh Manis', fnb_category_id: minuman, price: 1 }, 'name', 'validation.unique'],
    ];
    for (const [payload, field, code] of cases) {
      const response = await call(admin, 'POST', '/fnbs', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toContain(code);
    }
    const item = await newItem();
    const renamed = await call(admin, 'PATCH', `/fnbs/${item.id}`, { name: 'Es Teh Manis' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toEqual(['validation.unique']);
    expect((await call(admin, 'PATCH', '/fnbs/999999', { price: 1 })).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/fnbs?sort=nope')).statusCode).toBe(422);
  });

  it('changes an item with before and after in the trail; one moved to another category goes last there', async () => {
    const item = await newItem();
    const [other] = await ctx.db.select().from(fnbCategories).where(eq(fnbCategories.category, 'Makanan'));
    expect(other).toBeDefined();
    const saved = await ok(
      await call(admin, 'PATCH', `/fnbs/${item.id}`, { price: 17000, fnb_category_id: other!.id }),
    );
    expect(saved.data).toMatchObject({ price: 17000, fnb_category_id: other!.id, category: 'Makanan' });
    const [, update] = await audit('fnb', item.id);
    expect(update).toMatchObject({ action: 'fnb.update' });
    expect(update!.before).toMatchObject({ price: 15000, fnb_category_id: minuman });
    expect(update!.after).toMatchObject({ price: 17000, fnb_category_id: other!.id });
    const menu = (await publicMenu()).filter((fnb) => fnb.fnb_category_id === other!.id);
    expect(menu.at(-1)?.id).toBe(item.id);
  });

  it('the kitchen marks an item sold out: the menu says so at once and an order of it is refused', async () => {
    const item = await newItem();
    await publicMenu();
    const marked = await ok(
      await call(staff, 'POST', `/fnbs/${item.id}/availability`, { is_available: false }),
    );
    expect(marked.message).toBe(`${item.name} is marked sold out.`);
    await settle();
    expect((await publicMenu()).find((fnb) => fnb.id === item.id)?.is_available).toBe(false);
    const refused = await postFoodOrder(ctx.app, guestFoodOrder([{ id: item.id, quantity: 1 }]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`${item.name} is sold out.`);
    const [, toggled] = await audit('fnb', item.id);
    expect(toggled).toMatchObject({ action: 'fnb.update', actor_role: 'staff' });
    expect(toggled!.before).toMatchObject({ is_available: true });
    expect(toggled!.after).toMatchObject({ is_available: false });

    await ok(await call(admin, 'POST', `/fnbs/${item.id}/availability`, { is_available: true }));
    expect((await postFoodOrder(ctx.app, guestFoodOrder([{ id: item.id, quantity: 1 }]))).statusCode).toBe(
      201,
    );
    const bad = await call(staff, 'POST', `/fnbs/${item.id}/availability`, { is_available: 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.is_available).toEqual(['validation.boolean']);
  });

  it('deletes an item nothing names; one that orders name is made unavailable instead, and says why', async () => {
    const unused = await newItem();
    const deleted = await ok(await call(admin, 'DELETE', `/fnbs/${unused.id}`));
    expect(deleted.deleted).toBe(true);
    expect(await ctx.db.select().from(fnbs).where(eq(fnbs.id, unused.id))).toEqual([]);
    expect((await audit('fnb', unused.id)).at(-1)).toMatchObject({ action: 'fnb.delete', after: null });

    const ordered = await newItem();
    const order = await postFoodOrder(ctx.app, guestFoodOrder([{ id: ordered.id, quantity: 2 }]));
    expect(order.statusCode, order.body).toBe(201);
    expect((await notify(ctx.app, ctx.db, order.json().order_id, 'settlement')).statusCode).toBe(200);
    const kept = await ok(await call(admin, 'DELETE', `/fnbs/${ordered.id}`));
    expect(kept.deleted).toBe(false);
    expect(kept.message).toMatch(/orders/);
    const [row] = await ctx.db.select().from(fnbs).where(eq(fnbs.id, ordered.id));
    expect(row?.is_available).toBe(false);
    expect((await audit('fnb', ordered.id)).at(-1)).toMatchObject({ action: 'fnb.deactivate' });
  });

  it('saves a dragged order of one category and the customer menu follows it', async () => {
    const category = await ok(await call(admin, 'POST', '/fnb-categories', { category: 'Kopi Susu' }), 201);
    const id = category.data.id as number;
    const [a, b, c] = [
      await newItem({ fnb_category_id: id }),
      await newItem({ fnb_category_id: id }),
      await newItem({ fnb_category_id: id }),
    ];
    await publicMenu();
    const saved = await ok(await call(admin, 'POST', '/fnbs/reorder', { ids: [c!.id, a!.id, b!.id] }));
    expect(saved.message).toBe('The order of Kopi Susu was saved.');
    await settle();
    const shown = (await publicMenu()).filter((fnb) => fnb.fnb_category_id === id).map((fnb) => fnb.id);
    expect(shown).toEqual([c!.id, a!.id, b!.id]);
    const [trail] = (await audit('fnb_category', id)).filter((row) => row.action === 'fnb.reorder');
    expect(trail!.before).toEqual({ ids: [a!.id, b!.id, c!.id] });
    expect(trail!.after).toEqual({ ids: [c!.id, a!.id, b!.id] });

    const partial = await call(admin, 'POST', '/fnbs/reorder', { ids: [a!.id, b!.id] });
    expect(partial.statusCode).toBe(409);
    const tea = (await fnbNamed(ctx.db, 'Es Teh Manis')).id;
    const mixed = await call(admin, 'POST', '/fnbs/reorder', { ids: [a!.id, b!.id, c!.id, tea] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.ids).toEqual(['validation.exists']);
    const twice = await call(admin, 'POST', '/fnbs/reorder', { ids: [a!.id, a!.id] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.ids).toEqual(['validation.distinct']);
    expect((await call(admin, 'POST', '/fnbs/reorder', { ids: [] })).statusCode).toBe(422);
    expect((await call(admin, 'POST', '/fnbs/reorder', { ids: [999999] })).statusCode).toBe(422);
  });

  it('two drags at once save one order or the other, never a mix', async () => {
    const category = await ok(await call(admin, 'POST', '/fnb-categories', { category: 'Jus' }), 201);
    const id = category.data.id as number;
    const items = [];
    for (let index = 0; index < 6; index += 1) items.push((await newItem({ fnb_category_id: id })).id);
    const forward = [...items];
    const backward = [...items].reverse();
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        call(admin, 'POST', '/fnbs/reorder', { ids: forward }),
        call(admin, 'POST', '/fnbs/reorder', { ids: backward }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await ctx.db
        .select({ id: fnbs.id })
        .from(fnbs)
        .where(eq(fnbs.fnb_category_id, id))
        .orderBy(asc(fnbs.sort_order), asc(fnbs.id));
      const order = rows.map((row) => row.id);
      expect([JSON.stringify(forward), JSON.stringify(backward)]).toContain(JSON.stringify(order));
    }
  });

  it('manages categories: added last, renamed, a duplicate refused, one holding items kept (409)', async () => {
    const before = await ok(await call(admin, 'GET', '/fnb-categories?per_page=100'));
    const added = await ok(await call(admin, 'POST', '/fnb-categories', { category: 'Camilan Test' }), 201);
    expect(added.data).toMatchObject({ category: 'Camilan Test', item_count: 0 });
    expect(added.data.sort_order).toBeGreaterThan(
      Math.max(...before.data.map((row: { sort_order: number }) => row.sort_order)),
    );
    const duplicate = await call(admin, 'POST', '/fnb-categories', { category: 'Camilan Test' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.category).toEqual(['validation.unique']);
    expect((await call(admin, 'POST', '/fnb-categories', { category: '' })).statusCode).toBe(422);
    const renamed = await ok(
      await call(admin, 'PATCH', `/fnb-categories/${added.data.id}`, { category: 'Camilan' }),
    );
    expect(renamed.data.category).toBe('Camilan');

    const held = await call(admin, 'DELETE', `/fnb-categories/${minuman}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/still holds \d+ items: move or delete them first/);
    const gone = await ok(await call(admin, 'DELETE', `/fnb-categories/${added.data.id}`));
    expect(gone.deleted).toBe(true);
    const trail = (await audit('fnb_category', added.data.id)).map((row) => row.action);
    expect(trail).toEqual(['fnb_category.create', 'fnb_category.update', 'fnb_category.delete']);
  });

  it('saves the categories’ dragged order and the public categories follow it', async () => {
    const all = await ok(await call(admin, 'GET', '/fnb-categories?per_page=100'));
    const ids = (all.data as Array<{ id: number }>).map((row) => row.id);
    const reversed = [...ids].reverse();
    await ok(await call(admin, 'POST', '/fnb-categories/reorder', { ids: reversed }));
    await settle();
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/public/fnb-category' });
    expect(shown.json().data.map((row: { id: number }) => row.id)).toEqual(reversed);
    const [trail] = await audit('fnb_category', 0);
    expect(trail).toMatchObject({ action: 'fnb_category.reorder', subject_label: 'Menu categories' });
  });

  it('lists with search, sort and paging', async () => {
    const found = await ok(await call(admin, 'GET', '/fnbs?search=teh%20manis'));
    expect(found.data.map((row: { name: string }) => row.name)).toContain('Es Teh Manis');
    const page = await ok(await call(admin, 'GET', '/fnbs?sort=price&direction=desc&per_page=3&page=2'));
    expect(page).toMatchObject({ current_page: 2, per_page: 3, from: 4 });
    const prices = page.data.map((row: { price: number }) => row.price);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const byCategory = await ok(await call(admin, 'GET', `/fnbs?fnb_category_id=${minuman}&per_page=100`));
    expect(byCategory.data.every((row: { fnb_category_id: number }) => row.fnb_category_id === minuman)).toBe(
      true,
    );
  });
});
