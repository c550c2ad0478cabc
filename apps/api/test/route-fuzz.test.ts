import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRegisteredRoutes, type RegisteredRoute } from '../src/plugins/validation';
import { type FuzzApp, openFuzzApp } from './fuzz/fuzz-app';
import { takesMultipart } from './fuzz/multipart-arbitraries';
import {
  describeRequest,
  type FuzzRequest,
  multipartRequestFor,
  requestFor,
  routeWeight,
} from './fuzz/request-arbitraries';

// Reproducible by default; FUZZ_SEED replays or varies a run, FUZZ_RUNS makes it longer or shorter.
const SEED = readWholeNumber('FUZZ_SEED', 20_261_110);
const RUNS = readWholeNumber('FUZZ_RUNS', 10_000);
// Forms sent to each route that takes multipart, on top of the share of RUNS those routes get.
const MULTIPART_RUNS = readWholeNumber('FUZZ_MULTIPART_RUNS', 1_000);

function readWholeNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

const count = (statuses: Map<number, number>, status: number) =>
  statuses.set(status, (statuses.get(status) ?? 0) + 1);

/** Statuses as `status×count`, lowest first. */
const histogram = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

// Bad input of any shape, on any route, with or without a session, is the client's error: a 4xx
// with a message, never a 5xx (../shared/STYLE.md "Errors are data"; docs/decisions/0014).
describe('every route under generated input', () => {
  let fuzz: FuzzApp;

  beforeAll(async () => {
    fuzz = await openFuzzApp();
  }, 120_000);

  afterAll(async () => {
    await fuzz?.close();
  });

  /** Sends one generated request, counts its status and fails on a 5xx with the request to replay. */
  async function sendChecked(
    route: string,
    sent: FuzzRequest,
    statuses: Map<number, number>,
  ): Promise<number> {
    const { response, serverErrors } = await fuzz.send(sent);
    count(statuses, response.statusCode);
    if (response.statusCode >= 500) {
      throw new Error(
        [
          `${response.statusCode} from ${route}; the request, to send again:`,
          describeRequest(sent),
          `answer: ${response.body.slice(0, 300)}`,
          `server log: ${serverErrors.slice(0, 2000)}`,
        ].join('\n'),
      );
    }
    return response.statusCode;
  }

  it(`answers ${RUNS} generated requests without a server error (seed ${SEED})`, async () => {
    const routes = listRegisteredRoutes(fuzz.app);
    // Every module's routes are collected as the app registers them, new ones included.
    expect(routes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'POST /api/book-room',
        'POST /api/auth/login',
        'GET /api/public/rooms',
        'POST /api/customer/customer-reviews',
        'POST /api/payments/midtrans/notification',
        'GET /api/public/units/:unitId/get-duration',
      ]),
    );

    // Routes that are one in code (the same handler and method, like every file of a static
    // directory) are picked as one, so hundreds of built files do not crowd out the API.
    const groups: RegisteredRoute[][] = [];
    for (const route of routes) {
      const same = groups.find(
        ([first]) => first?.handler === route.handler && first?.method === route.method,
      );
      if (same) same.push(route);
      else groups.push([route]);
    }
    // One arbitrary per route, built once; each run picks a group, a route in it, then a request.
    const perGroup = groups.map((members) => ({
      weight: Math.max(...members.map((route) => routeWeight(route, routeKey(route) in fuzz.templates))),
      arbitrary: fc.oneof(
        ...members.map((route) =>
          requestFor(route, fuzz.facts, fuzz.templates[routeKey(route)]).map((sent) => ({
            route: routeKey(route),
            group: routeKey(members[0] as RegisteredRoute),
            sent,
          })),
        ),
      ),
    }));
    const request = fc.oneof(...perGroup);

    const statuses = new Map<number, number>();
    const multipartStatuses = new Map<number, number>();
    const reached = new Set<string>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(request, async ({ route, group, sent }) => {
        reached.add(group);
        const status = await sendChecked(route, sent, statuses);
        if (sent.body?.kind === 'bytes') count(multipartStatuses, status);
      }),
      { numRuns: RUNS, seed: SEED },
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const forms = [...multipartStatuses.values()].reduce((sum, sent) => sum + sent, 0);
    console.info(
      `route fuzz on ${fuzz.engine}: ${RUNS} requests to ${reached.size}/${groups.length} handlers (${routes.length} routes) in ${seconds} s, seed ${SEED}: ${histogram(statuses)}; ${forms} of them multipart: ${histogram(multipartStatuses)}`,
    );
    // With enough runs every handler is reached at least once.
    if (RUNS >= groups.length * 50) {
      const handlers = groups.map((members) => routeKey(members[0] as RegisteredRoute));
      expect(handlers.filter((key) => !reached.has(key))).toEqual([]);
    }
  }, 900_000);

  it(`answers ${MULTIPART_RUNS} generated forms to each route that takes multipart without a server error (seed ${SEED})`, async () => {
    const routes = listRegisteredRoutes(fuzz.app).filter((route) => takesMultipart(route.schema));
    expect(routes.map(routeKey)).toContain('POST /api/admin/uploads');
    for (const route of routes) {
      const statuses = new Map<number, number>();
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(multipartRequestFor(route, fuzz.facts), async (sent) => {
          await sendChecked(routeKey(route), sent, statuses);
        }),
        { numRuns: MULTIPART_RUNS, seed: SEED },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `multipart fuzz on ${fuzz.engine}: ${MULTIPART_RUNS} forms to ${routeKey(route)} in ${seconds} s, seed ${SEED}: ${histogram(statuses)}`,
      );
      // The forms reach the parser and the image check, not only the door: stored, refused as
      // malformed (400) and refused as not an image or missing (422), all seen.
      if (MULTIPART_RUNS >= 200) {
        expect([...statuses.keys()]).toEqual(expect.arrayContaining([201, 400, 422]));
      }
    }
  }, 300_000);
});
