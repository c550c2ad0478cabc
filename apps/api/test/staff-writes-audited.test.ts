import { desc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import { auditLog } from '../src/db/schema/audit';
import { bookings } from '../src/db/schema/bookings';
import { rooms, unitGames } from '../src/db/schema/catalogue';
import { fnbCategories, fnbs } from '../src/db/schema/food';
import { customerNotices } from '../src/db/schema/notices';
import { reviews } from '../src/db/schema/reviews';
import { STAFF_PREFIX } from '../src/plugins/staff-scope';
import { listRegisteredRoutes } from '../src/plugins/validation';
import { createCustomer } from './accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  type TestUnit,
} from './bookings';
import { createStaff, minutesFromNow, placeBooking, retireBookings } from './desk';
import { fnbNamed, guestFoodOrder, postFoodOrder } from './food-orders';
import { encodeMultipart, multipartType } from './multipart';
import { redeemReward, rewardNamed, setPoints } from './rewards';

/** A request to make, as staff or an admin. */
type Call = { method: string; url: string; payload?: object | Buffer; headers?: Record<string, string> };
/** What the trail row keeps: a creation has no before, a deletion no after. */
type Shape = 'change' | 'create' | 'delete';
type Audited = {
  as: 'staff' | 'admin';
  shape: Shape;
  call: (f: Fixture) => Promise<Call>;
  /** A write only the embedded engine has: elsewhere the route refuses (409) and writes nothing. */
  onlyOnPglite?: true;
};
type NotAudited = { notAudited: string };
type Fixture = BookingTestApp & {
  admin: AuthHeaders;
  staff: Awaited<ReturnType<typeof createStaff>>;
  placed: number[];
  nextUnit: () => TestUnit;
  post: (headers: AuthHeaders, url: string, payload?: object) => Promise<{ id: number }>;
};

const adminPath = (path: string) => `${STAFF_PREFIX}${path}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A paid room booking moved to start `startIn` minutes from now (the desk's actions need it near). */
async function paidAround(f: Fixture, startIn: number, hours = 2) {
  const booked = await book(f.app, guestBooking(f.nextUnit(), f.nextDate(), '14:00', hours));
  await notify(f.app, f.db, booked.order_id, 'settlement');
  await placeBooking(f.db, booked.id, minutesFromNow(startIn), minutesFromNow(startIn + hours * 60));
  f.placed.push(booked.id);
  return booked;
}

/** Something the admin creates through the route itself, to change or delete. */
const created = (f: Fixture, path: string, body: object) => f.post(f.admin, adminPath(path), body);

/** The ids of a whole list, reversed: what a reorder route takes. */
const reversed = (ids: readonly { id: number }[]) => ({ ids: ids.map((row) => row.id).reverse() });

const bodies = {
  consoles: () => ({ name: `Konsol ${unique()}` }),
  genres: () => ({ name: `Genre ${unique()}` }),
  games: () => ({ title: `Game ${unique()}`, genre_ids: [], console_ids: [] }),
  rooms: () => ({ name: `Room ${unique()}`, max_visitors: 6 }),
  banners: () => ({ title: `Banner ${unique()}`, image: 'uploads/banner.webp' }),
  faqs: () => ({ question: `Pertanyaan ${unique()}?`, answer: 'Jawaban.' }),
  'fnb-categories': () => ({ category: `Kategori ${unique()}` }),
  promos: () => ({ promo_code: `P${unique()}`.toUpperCase().slice(0, 12), percentage: 10 }),
  taxes: () => ({ name: `Pajak ${unique()}`, percentage: 10 }),
  'services-fee': () => ({ name: `Biaya ${unique()}`, amount: 1_000 }),
};

/** Create, change and delete of a managed collection whose bodies need nothing else. */
function plainCollection(path: keyof typeof bodies, change: object): Record<string, Audited> {
  return {
    [`POST /api/admin/${path}`]: {
      as: 'admin',
      shape: 'create',
      call: async () => ({ method: 'POST', url: adminPath(`/${path}`), payload: bodies[path]() }),
    },
    [`PATCH /api/admin/${path}/:id`]: {
      as: 'admin',
      shape: 'change',
      call: async (f) => ({
        method: 'PATCH',
        url: adminPath(`/${path}/${(await created(f, `/${path}`, bodies[path]())).id}`),
        payload: change,
      }),
    },
    [`DELETE /api/admin/${path}/:id`]: {
      as: 'admin',
      shape: 'delete',
      call: async (f) => ({
        method: 'DELETE',
        url: adminPath(`/${path}/${(await created(f, `/${path}`, bodies[path]())).id}`),
      }),
    },
  };
}

async function newFnb(f: Fixture) {
  const [category] = await f.db.select({ id: fnbCategories.id }).from(fnbCategories).limit(1);
  return created(f, '/fnbs', { name: `Kopi ${unique()}`, fnb_category_id: category?.id, price: 15_000 });
}

async function newUnitBody(f: Fixture) {
  const unit = f.units[0] as TestUnit;
  const games = await f.db.select().from(unitGames).where(eq(unitGames.unit_id, unit.id));
  const [room] = await f.db.select({ id: rooms.id }).from(rooms).limit(1);
  return {
    room_id: room?.id,
    name: `Unit ${unique()}`,
    price_per_hour: 40_000,
    points_per_hour: 4,
    console_ids: [],
    game_ids: games.map((row) => row.game_id),
  };
}

/** A PNG the upload route stores. */
const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/**
 * Every write route under /api/admin: how to make it succeed and what its trail row holds, or why it
 * writes none (docs/decisions/0037). A route missing here fails the first test.
 */
const STAFF_WRITES: Record<string, Audited | NotAudited> = {
  'POST /api/admin/bookings/:id/check-in': {
    as: 'staff',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/bookings/${(await paidAround(f, 5)).id}/check-in`),
    }),
  },
  'POST /api/admin/bookings/:id/no-show': {
    as: 'staff',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/bookings/${(await paidAround(f, -30)).id}/no-show`),
    }),
  },
  'POST /api/admin/bookings/:id/cancel': {
    as: 'staff',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/bookings/${(await paidAround(f, 240)).id}/cancel`),
      payload: { reason: 'Unit rusak' },
    }),
  },
  'POST /api/admin/bookings/:id/extend': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      const booked = await book(f.app, guestBooking(f.nextUnit(), f.nextDate(), '14:00', 1));
      await notify(f.app, f.db, booked.order_id, 'settlement');
      return {
        method: 'POST',
        url: adminPath(`/bookings/${booked.id}/extend`),
        payload: { minutes: 30, payment_method: 'cash' },
        headers: { 'idempotency-key': unique() },
      };
    },
  },
  'POST /api/admin/bookings/:id/move': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      const date = f.nextDate();
      const unit = f.nextUnit();
      const booked = await book(f.app, guestBooking(unit, date, '14:00', 2));
      await notify(f.app, f.db, booked.order_id, 'settlement');
      return {
        method: 'POST',
        url: adminPath(`/bookings/${booked.id}/move`),
        payload: { unit_id: unit.id, start_time: `${date} 18:00`, end_time: `${date} 20:00` },
      };
    },
  },
  'POST /api/admin/bookings/:id/rebook': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      const customer = await createCustomer(f.app, f.db);
      const [unit, free] = [f.nextUnit(), f.nextUnit()];
      const date = f.nextDate();
      const late = await book(f.app, guestBooking(unit, date, '14:00', 2), customer.auth);
      await f.db
        .update(bookings)
        .set({ hold_expires_at: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, late.id));
      await book(f.app, guestBooking(unit, date, '14:00', 1, { payment_method: 'cash' }), f.admin);
      await notify(f.app, f.db, late.order_id, 'settlement');
      return {
        method: 'POST',
        url: adminPath(`/bookings/${late.id}/rebook`),
        payload: { unit_id: free.id, start_time: `${date} 14:00`, end_time: `${date} 16:00` },
      };
    },
  },
  'POST /api/admin/bookings/:id/refund': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/bookings/${(await paidAround(f, 240)).id}/refund`),
      payload: { amount: 1_000, reason: 'Goodwill' },
      headers: { 'idempotency-key': unique() },
    }),
  },
  'POST /api/admin/venue-blocks': {
    as: 'staff',
    shape: 'create',
    call: async (f) => {
      const date = f.nextDate();
      return {
        method: 'POST',
        url: adminPath('/venue-blocks'),
        payload: {
          title: 'Servis AC',
          unit_ids: [f.nextUnit().id],
          start_time: `${date} 20:00`,
          end_time: `${date} 21:00`,
        },
      };
    },
  },
  'DELETE /api/admin/venue-blocks/:id': {
    as: 'staff',
    shape: 'delete',
    call: async (f) => {
      const date = f.nextDate();
      const block = await f.post(f.staff.auth, adminPath('/venue-blocks'), {
        title: 'Servis AC',
        unit_ids: [f.nextUnit().id],
        start_time: `${date} 20:00`,
        end_time: `${date} 21:00`,
      });
      return { method: 'DELETE', url: adminPath(`/venue-blocks/${block.id}`) };
    },
  },
  'POST /api/admin/fnb-orders/:id/status': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      const teh = await fnbNamed(f.db, 'Es Teh Manis');
      const ordered = await postFoodOrder(f.app, guestFoodOrder([{ id: teh.id, quantity: 1 }]));
      const order = ordered.json();
      await notify(f.app, f.db, order.order_id, 'settlement');
      return {
        method: 'POST',
        url: adminPath(`/fnb-orders/${order.data.id}/status`),
        payload: { status: 'preparing' },
      };
    },
  },
  'POST /api/admin/reward-claims/:id/collect': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      const customer = await createCustomer(f.app, f.db);
      await setPoints(f.db, customer.user.id, 5_000);
      const merch = await rewardNamed(f.db, 'Gantungan Kunci RuangMain');
      const held = (await redeemReward(f.app, customer.auth, merch.id)).json();
      return { method: 'POST', url: adminPath(`/reward-claims/${held.data.id}/collect`) };
    },
  },
  'POST /api/admin/customer-notices/:id/retry': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      const booked = await book(f.app, guestBooking(f.nextUnit(), f.nextDate(), '14:00', 1));
      await notify(f.app, f.db, booked.order_id, 'settlement');
      const [notice] = await f.db
        .select({ id: customerNotices.id })
        .from(customerNotices)
        .where(eq(customerNotices.booking_id, booked.id));
      await f.db
        .update(customerNotices)
        .set({ status: 'failed' })
        .where(eq(customerNotices.id, notice?.id ?? 0));
      return { method: 'POST', url: adminPath(`/customer-notices/${notice?.id}/retry`) };
    },
  },
  'POST /api/admin/backups': {
    as: 'admin',
    shape: 'create',
    onlyOnPglite: true,
    call: async () => ({ method: 'POST', url: adminPath('/backups') }),
  },
  'POST /api/admin/notices/read': {
    notAudited: 'marks the caller’s own bell entries read: a view state of one staff member, no venue data',
  },
  'POST /api/admin/shifts': {
    as: 'staff',
    shape: 'create',
    call: async () => ({ method: 'POST', url: adminPath('/shifts'), payload: { opening_cash: 100_000 } }),
  },
  'POST /api/admin/shifts/:id/close': {
    as: 'staff',
    shape: 'change',
    call: async (f) => {
      // One shift is open at a time: the one open, else a new one.
      const current = await f.app.inject({
        method: 'GET',
        url: adminPath('/shifts/current'),
        headers: f.staff.auth,
      });
      const open =
        current.json().data ?? (await f.post(f.staff.auth, adminPath('/shifts'), { opening_cash: 0 }));
      return {
        method: 'POST',
        url: adminPath(`/shifts/${open.id}/close`),
        payload: { counted_cash: 0, note: 'Dihitung ulang' },
        headers: { 'idempotency-key': unique() },
      };
    },
  },
  'POST /api/admin/fnbs': {
    as: 'admin',
    shape: 'create',
    call: async (f) => {
      const [category] = await f.db.select({ id: fnbCategories.id }).from(fnbCategories).limit(1);
      return {
        method: 'POST',
        url: adminPath('/fnbs'),
        payload: { name: `Kopi ${unique()}`, fnb_category_id: category?.id, price: 15_000 },
      };
    },
  },
  'PATCH /api/admin/fnbs/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'PATCH',
      url: adminPath(`/fnbs/${(await newFnb(f)).id}`),
      payload: { price: 16_000 },
    }),
  },
  'DELETE /api/admin/fnbs/:id': {
    as: 'admin',
    shape: 'delete',
    call: async (f) => ({ method: 'DELETE', url: adminPath(`/fnbs/${(await newFnb(f)).id}`) }),
  },
  'POST /api/admin/fnbs/reorder': {
    as: 'admin',
    shape: 'change',
    call: async (f) => {
      const category = await created(f, '/fnb-categories', bodies['fnb-categories']());
      for (const name of ['A', 'B'])
        await created(f, '/fnbs', {
          name: `Kopi ${name} ${unique()}`,
          fnb_category_id: category.id,
          price: 1_000,
        });
      const items = await f.db
        .select({ id: fnbs.id })
        .from(fnbs)
        .where(eq(fnbs.fnb_category_id, category.id));
      return { method: 'POST', url: adminPath('/fnbs/reorder'), payload: reversed(items) };
    },
  },
  'POST /api/admin/fnbs/:id/availability': {
    as: 'staff',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/fnbs/${(await newFnb(f)).id}/availability`),
      payload: { is_available: false },
    }),
  },
  ...plainCollection('fnb-categories', { category: `Kategori ${unique()}` }),
  'POST /api/admin/fnb-categories/reorder': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath('/fnb-categories/reorder'),
      payload: reversed(await f.db.select({ id: fnbCategories.id }).from(fnbCategories)),
    }),
  },
  ...plainCollection('banners', { title: `Banner ${unique()}` }),
  'POST /api/admin/banners/reorder': {
    as: 'admin',
    shape: 'change',
    call: (f) => reorderListed(f, '/banners'),
  },
  ...plainCollection('faqs', { answer: 'Jawaban baru.' }),
  'POST /api/admin/faqs/reorder': { as: 'admin', shape: 'change', call: (f) => reorderListed(f, '/faqs') },
  'PUT /api/admin/venue-settings': {
    as: 'admin',
    shape: 'change',
    call: async (f) => {
      const current = (
        await f.app.inject({ method: 'GET', url: adminPath('/venue-settings'), headers: f.admin })
      ).json().data;
      return {
        method: 'PUT',
        url: adminPath('/venue-settings'),
        payload: { ...current, name: `Venue ${unique()}` },
      };
    },
  },
  ...plainCollection('consoles', { description: 'Baru' }),
  ...plainCollection('genres', { name: `Genre ${unique()}` }),
  ...plainCollection('games', { description: 'Baru' }),
  ...plainCollection('rooms', { max_visitors: 7 }),
  'POST /api/admin/rooms/reorder': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath('/rooms/reorder'),
      payload: reversed(await f.db.select({ id: rooms.id }).from(rooms)),
    }),
  },
  'POST /api/admin/units': {
    as: 'admin',
    shape: 'create',
    call: async (f) => ({ method: 'POST', url: adminPath('/units'), payload: await newUnitBody(f) }),
  },
  'PATCH /api/admin/units/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'PATCH',
      url: adminPath(`/units/${(await created(f, '/units', await newUnitBody(f))).id}`),
      payload: { price_per_hour: 41_000 },
    }),
  },
  'DELETE /api/admin/units/:id': {
    as: 'admin',
    shape: 'delete',
    call: async (f) => ({
      method: 'DELETE',
      url: adminPath(`/units/${(await created(f, '/units', await newUnitBody(f))).id}`),
    }),
  },
  'POST /api/admin/units/:id/games/reorder': {
    as: 'admin',
    shape: 'change',
    call: async (f) => {
      const unit = await created(f, '/units', await newUnitBody(f));
      const games = await f.db.select().from(unitGames).where(eq(unitGames.unit_id, unit.id));
      return {
        method: 'POST',
        url: adminPath(`/units/${unit.id}/games/reorder`),
        payload: { ids: games.map((row) => row.game_id).reverse() },
      };
    },
  },
  'POST /api/admin/uploads': {
    as: 'admin',
    shape: 'create',
    call: async () => ({
      method: 'POST',
      url: adminPath('/uploads'),
      payload: encodeMultipart([
        { name: 'file', filename: 'a.png', type: 'image/png', content: await png() },
      ]),
      headers: { 'content-type': multipartType() },
    }),
  },
  'PATCH /api/admin/customer-reviews/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'PATCH',
      url: adminPath(`/customer-reviews/${await anyReview(f)}`),
      payload: { reply: `Terima kasih ${unique()}` },
    }),
  },
  // Reviews are the customer's: DELETE hides one, a change with a before and an after.
  'DELETE /api/admin/customer-reviews/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({ method: 'DELETE', url: adminPath(`/customer-reviews/${await anyReview(f)}`) }),
  },
  'POST /api/admin/users': {
    as: 'admin',
    shape: 'create',
    call: async () => {
      const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
      return {
        method: 'POST',
        url: adminPath('/users'),
        payload: {
          name: 'Kasir Baru',
          username: `kasir_${suffix}`,
          phone: `081377${suffix}`,
          password: 'Kasir#Baru2026',
          role: 'staff',
        },
      };
    },
  },
  'PATCH /api/admin/users/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'PATCH',
      url: adminPath(`/users/${(await createCustomer(f.app, f.db)).user.id}`),
      payload: { name: 'Nama Baru' },
    }),
  },
  'DELETE /api/admin/users/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'DELETE',
      url: adminPath(`/users/${(await createCustomer(f.app, f.db)).user.id}`),
    }),
  },
  'POST /api/admin/users/:id/block': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/users/${(await createCustomer(f.app, f.db)).user.id}/block`),
    }),
  },
  'POST /api/admin/users/:id/unblock': {
    as: 'admin',
    shape: 'change',
    call: async (f) => {
      const id = (await createCustomer(f.app, f.db)).user.id;
      await f.post(f.admin, adminPath(`/users/${id}/block`));
      return { method: 'POST', url: adminPath(`/users/${id}/unblock`) };
    },
  },
  'POST /api/admin/users/:id/points': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'POST',
      url: adminPath(`/users/${(await createCustomer(f.app, f.db)).user.id}/points`),
      payload: { points: 50, reason: 'Compensation' },
    }),
  },
  ...plainCollection('promos', { percentage: 15 }),
  'POST /api/admin/rewards': {
    as: 'admin',
    shape: 'create',
    call: async () => ({ method: 'POST', url: adminPath('/rewards'), payload: merchReward() }),
  },
  'PATCH /api/admin/rewards/:id': {
    as: 'admin',
    shape: 'change',
    call: async (f) => ({
      method: 'PATCH',
      url: adminPath(`/rewards/${(await created(f, '/rewards', merchReward())).id}`),
      payload: { points_required: 99 },
    }),
  },
  'DELETE /api/admin/rewards/:id': {
    as: 'admin',
    shape: 'delete',
    call: async (f) => ({
      method: 'DELETE',
      url: adminPath(`/rewards/${(await created(f, '/rewards', merchReward())).id}`),
    }),
  },
  ...plainCollection('taxes', { percentage: 11 }),
  ...plainCollection('services-fee', { amount: 2_000 }),
};

const merchReward = () => ({
  name: `Stiker ${unique()}`,
  type: 'free_merchandise',
  points_required: 50,
  effects: { type: 'free_merchandise', item: 'Stiker' },
  stock: 10,
});

async function reorderListed(f: Fixture, path: string): Promise<Call> {
  const list = await f.app.inject({
    method: 'GET',
    url: adminPath(`${path}?per_page=100`),
    headers: f.admin,
  });
  return { method: 'POST', url: adminPath(`${path}/reorder`), payload: reversed(list.json().data) };
}

/** A review the home page shows. */
async function anyReview(f: Fixture): Promise<number> {
  const [review] = await f.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.is_active, true))
    .orderBy(desc(reviews.id))
    .limit(1);
  if (!review) throw new Error('the demo venue has no review');
  return review.id;
}

describe('every staff write is audited, whichever route (docs/decisions/0037)', () => {
  let f: Fixture;
  let unitIndex = 0;
  let actorIds: Record<'staff' | 'admin', number>;

  beforeAll(async () => {
    const ctx = await openBookingApp();
    const staff = await createStaff(ctx.app, ctx.db);
    f = {
      ...ctx,
      admin: await adminAuth(ctx.app, ctx.db),
      staff,
      placed: [],
      nextUnit: () => ctx.units[unitIndex++ % ctx.units.length] as TestUnit,
      post: async (headers, url, payload = {}) => {
        const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
        if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response.json().data as { id: number };
      },
    };
    const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    actorIds = { staff: staff.id, admin: admin?.id ?? 0 };
  });
  afterEach(async () => retireBookings(f.db, f.placed.splice(0)));
  afterAll(async () => f?.close());

  it('knows every write route under /api/admin', () => {
    const writes = listRegisteredRoutes(f.app)
      .filter(
        (route) =>
          route.url.startsWith(`${STAFF_PREFIX}/`) && !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.filter((route) => !(route in STAFF_WRITES))).toEqual([]);
    expect(Object.keys(STAFF_WRITES).filter((route) => !writes.includes(route))).toEqual([]);
  });

  const audited = Object.entries(STAFF_WRITES).flatMap(([route, entry]) =>
    'notAudited' in entry ? [] : [[route, entry] as const],
  );
  it.each(audited)('%s writes a trail row with its actor, before and after', async (_route, entry) => {
    const request = await entry.call(f);
    const [last] = await f.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const headers = entry.as === 'staff' ? f.staff.auth : f.admin;
    const response = await f.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: { ...headers, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const rows = await f.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, last?.id ?? 0));
    if (entry.onlyOnPglite && f.engine !== 'pglite') {
      expect({ status: response.statusCode, rows: rows.length }).toEqual({ status: 409, rows: 0 });
      return;
    }
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(rows.length, 'trail rows written').toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_id: actorIds[entry.as], actor_role: entry.as });
      if (entry.shape !== 'create') expect(row.before, `${row.action} before`).toEqual(expect.any(Object));
      if (entry.shape !== 'delete') expect(row.after, `${row.action} after`).toEqual(expect.any(Object));
    }
  });
});
