import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema/accounts';
import { games } from '../../src/db/schema/catalogue';
import { fnbs } from '../../src/db/schema/food';
import { paymentSimulatorTransactions } from '../../src/db/schema/payment-simulator';
import { promos } from '../../src/db/schema/pricing';
import { rewards } from '../../src/db/schema/rewards';
import { seedDemoData } from '../../src/db/seed/demo-data';
import { createCustomer, nextIp } from '../accounts';
import { adminAuth, book, guestBooking, listTestUnits, type TestUnit, TZ } from '../bookings';
import { createTestDatabase } from '../test-database';
import type { FuzzFacts, FuzzRequest } from './request-arbitraries';

const CUSTOMER_PASSWORD = 'Rahasia#123';
const ADMIN_PASSWORD = 'Admin-Test-123!';
// Calls after which the caller's own session may have ended or its login name changed.
const SESSION_CHANGING = [
  '/api/auth/logout',
  '/api/customer/update-profile',
  '/api/customer/change-password',
];

/**
 * The seeded app a fuzz run talks to: a logged-in customer and admin, a few bookings, the real ids
 * and codes, and the server's own error log, so a failure names its cause.
 */
export async function openFuzzApp() {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-fuzz-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', STORAGE_DIR: storageDir });
  const database = await createTestDatabase();
  let serverErrors: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      serverErrors.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, database, logger: { level: 'error', stream: logStream } });
  await app.ready();
  const { db } = database;
  await seedDemoData(db, { storageDir, now: new Date(), timeZone: config.venueTimeZone });
  app.catalogueCache.invalidate();

  const customer = await createCustomer(app, db);
  const adminHeaders = await adminAuth(app, db);
  const tokens = { customer: customer.auth.authorization, admin: adminHeaders.authorization as string };

  const units = await listTestUnits(db);
  const tomorrow = addDays(toLocalDateTime(new Date(), TZ).slice(0, 10), 1);
  const dates = Array.from({ length: 21 }, (_, offset) => addDays(tomorrow, offset));
  const firstUnit = units[0] as TestUnit;
  const booked = [
    await book(app, guestBooking(firstUnit, addDays(tomorrow, 30), '14:00'), {
      authorization: tokens.customer,
    }),
    await book(app, guestBooking(firstUnit, addDays(tomorrow, 31), '14:00'), {
      authorization: tokens.customer,
    }),
    await book(app, guestBooking(firstUnit, addDays(tomorrow, 32), '14:00')),
  ];
  const simulator = await db
    .select({ token: paymentSimulatorTransactions.token })
    .from(paymentSimulatorTransactions);
  const ids = async (table: typeof games | typeof fnbs | typeof promos | typeof rewards) =>
    (await db.select({ id: table.id }).from(table)).map((row) => row.id);
  const facts: FuzzFacts = {
    ids: [...(await ids(fnbs)), ...(await ids(promos)), ...(await ids(rewards))],
    unitIds: units.map((unit) => unit.id),
    gameIds: await ids(games),
    bookingIds: booked.map((booking) => booking.id),
    invoiceNumbers: booked.map((booking) => booking.invoice_number),
    orderIds: booked.map((booking) => booking.order_id),
    snapTokens: simulator.map((row) => row.token),
    promoCodes: (await db.select({ code: promos.promo_code }).from(promos)).map((row) => row.code),
    phones: [customer.registration.phone],
    dates,
  };

  /** A valid booking of a demo unit on one of the fuzz dates, for bodies to be mutated from. */
  const validBooking = fc
    .record({
      unit: fc.constantFrom(...units),
      date: fc.constantFrom(...dates),
      start: fc.constantFrom('14:00', '15:30', '18:00', '21:00', '22:30'),
      hours: fc.integer({ min: 1, max: 3 }),
      promo: fc.option(fc.constantFrom(...facts.promoCodes), { freq: 3 }),
    })
    .map(({ unit, date, start, hours, promo }) =>
      guestBooking(unit, date, start, hours, promo ? { promo_code: promo } : {}),
    );
  const validRange = fc
    .tuple(fc.constantFrom(...dates), fc.integer({ min: 0, max: 10 }))
    .map(([start, days]) => ({ start_date: start, end_date: addDays(start, days) }));
  const templates: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
    'POST /api/book-room': validBooking,
    'POST /api/public/get-availability-day/:unitId': validRange,
  };

  async function loginAgain(userId: number, password: string): Promise<string> {
    const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user?.username, password },
      remoteAddress: nextIp(),
    });
    if (login.statusCode !== 200) throw new Error(`could not log in user ${userId} again: ${login.body}`);
    return `Bearer ${login.json().token}`;
  }

  const adminId = (
    await app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { authorization: tokens.admin },
    })
  ).json().user.id as number;

  async function send(request: FuzzRequest) {
    serverErrors = [];
    const headers: Record<string, string> = {};
    if (request.auth === 'customer') headers.authorization = tokens.customer;
    if (request.auth === 'admin') headers.authorization = tokens.admin;
    if (request.auth === 'bogus') headers.authorization = 'Bearer not-a-session-of-this-venue-0123456789';
    let payload: string | Buffer | undefined;
    if (request.body?.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body.value);
    } else if (request.body?.kind === 'raw') {
      headers['content-type'] = request.body.contentType;
      payload = request.body.text;
    } else if (request.body?.kind === 'bytes') {
      headers['content-type'] = request.body.contentType;
      payload = request.body.payload;
    }
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: nextIp(),
    });
    const pathOnly = request.url.split('?')[0] ?? '';
    if (response.statusCode < 300 && SESSION_CHANGING.includes(pathOnly)) {
      if (request.auth === 'customer')
        tokens.customer = await loginAgain(customer.user.id, CUSTOMER_PASSWORD);
      if (request.auth === 'admin') tokens.admin = await loginAgain(adminId, ADMIN_PASSWORD);
    }
    return { response, serverErrors: serverErrors.join('') };
  }

  return {
    app,
    engine: database.engine,
    facts,
    templates,
    send,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type FuzzApp = Awaited<ReturnType<typeof openFuzzApp>>;
