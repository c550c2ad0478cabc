import fc from 'fast-check';
import type { RegisteredRoute } from '../../src/plugins/validation';
import { type BytesBody, multipartBody, takesMultipart } from './multipart-arbitraries';

/** Who sends a request: nobody, the test customer, the venue admin, or a token that is no session. */
export type FuzzAuth = 'none' | 'customer' | 'admin' | 'bogus';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | BytesBody;

export type FuzzRequest = { method: string; url: string; auth: FuzzAuth; body?: FuzzBody };

/** Real values of the seeded app, so generated requests also get past lookups into the operations. */
export type FuzzFacts = {
  ids: number[];
  unitIds: number[];
  gameIds: number[];
  bookingIds: number[];
  invoiceNumbers: string[];
  orderIds: string[];
  snapTokens: string[];
  promoCodes: string[];
  phones: string[];
  /** Venue dates from tomorrow on, yyyy-MM-dd. */
  dates: string[];
};

// Values that broke, or could break, a layer between the request and the database: NUL and lone
// surrogates, absurd dates and times, numbers past every integer type, names that look like code.
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '😀',
  '\u202e\ufeff',
  '\r\n\t',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'null',
  'true',
  'NaN',
  'Infinity',
  '1e309',
  '-1',
  '0',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '0x10',
  ' 7 ',
  '2027-13-01',
  '2027-02-30',
  '2027-02-29',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '2027-01-01T10:00:00Z',
  '24:00',
  '23:61',
  '9999-12-31 23:30',
  '0000-01-01 00:00',
  '2027-13-01 10:00',
  '2099-12-31 23:30',
  '__proto__',
  'constructor',
  'BOOK-20270101-AAAAAA',
  'a'.repeat(5000),
] as const;

const NASTY_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
] as const;

// Characters no PostgreSQL text can hold: NUL, and UTF-16 surrogates without their pair.
const POISON = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'] as const;

/** Ordinary text with a character the database cannot store somewhere inside it. */
const poisonedString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...POISON), fc.string({ maxLength: 12 }))
  .map(([before, poison, after]) => before + poison + after);

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: poisonedString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

// Dates a calendar has, and many it has not, or not in any year the venue will see.
const ABSURD_DATES = [
  '9999-12-31',
  '0000-01-01',
  '1999-12-31',
  '2100-01-01',
  '2099-12-31',
  '2027-13-01',
  '2027-02-30',
  '2027-00-10',
];

const nastyNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything JSON can carry, favouring values that break things. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 3 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---- Values shaped by the route's own zod schema -------------------------------------------------

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

const OMIT = Symbol('omit');

const halfHours = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** A plausible value for a field by its name, or undefined when the name says nothing. */
function plausibleByName(key: string, facts: FuzzFacts): fc.Arbitrary<unknown> | undefined {
  const date = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...facts.dates) },
    { weight: 2, arbitrary: fc.constantFrom(...ABSURD_DATES) },
  );
  const time = fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...halfHours) },
    { weight: 1, arbitrary: fc.constantFrom('24:00', '23:61', '23:59', '25:30', '-1:00', '9:00') },
  );
  const pick = <T>(values: readonly T[], fallback: fc.Arbitrary<T>) =>
    values.length > 0 ? fc.oneof(fc.constantFrom(...values), fallback) : fallback;
  switch (key) {
    case 'unit_id':
    case 'unitId':
      return pick(facts.unitIds, fc.integer({ min: 1, max: 40 }));
    case 'game_id':
      return pick(facts.gameIds, fc.integer({ min: 1, max: 40 }));
    case 'id':
      return pick([...facts.bookingIds, ...facts.ids], fc.integer({ min: 1, max: 60 }));
    case 'date':
    case 'start_date':
    case 'end_date':
      return date;
    case 'start_time':
    case 'end_time':
      return fc.oneof(
        fc.tuple(date, time).map(([day, clock]) => `${day} ${clock}`),
        time,
      );
    case 'phone':
      return pick(facts.phones, fc.stringMatching(/^08\d{8,11}$/));
    case 'invoice_number':
      return pick(facts.invoiceNumbers, fc.constant('BOOK-20270101-ZZZZZZ'));
    case 'order_id':
    case 'orderId':
      return pick(facts.orderIds, fc.constant('BOOK-20270101-ZZZZZZ-1'));
    case 'token':
      return pick(facts.snapTokens, fc.oneof(fc.stringMatching(/^\d{6}$/), fc.base64String()));
    case 'promo_code':
      return pick(facts.promoCodes, fc.stringMatching(/^[A-Z0-9]{3,12}$/));
    case 'rating':
      return fc.integer({ min: 0, max: 6 });
    case 'total_visitors':
    case 'quantity':
      return fc.integer({ min: 0, max: 12 });
    case 'page':
    case 'per_page':
      return fc.integer({ min: 0, max: 60 });
    case 'email':
      return fc.emailAddress();
    case 'username':
    case 'identifier':
      return fc.stringMatching(/^[a-z][a-z0-9_]{2,14}$/);
    case 'name':
      return fc.constantFrom('Rina Kartika', 'Budi', 'A');
    case 'password':
    case 'password_confirmation':
    case 'new_password':
    case 'new_password_confirmation':
    case 'current_password':
      return fc.constantFrom('Rahasia#456', 'short', 'Rahasia#456x');
    default:
      if (key.endsWith('_id')) return pick(facts.ids, fc.integer({ min: 1, max: 60 }));
      return undefined;
  }
}

/** Values for a zod schema: mostly what it asks for, sometimes anything at all. */
export function valueFor(schema: unknown, key: string, facts: FuzzFacts, depth = 0): fc.Arbitrary<unknown> {
  const byName = plausibleByName(key, facts);
  const fromSchema = depth > 4 || !isZod(schema) ? nastyValue : valueForDef(schema, key, facts, depth);
  return fc.oneof(
    { weight: 5, arbitrary: byName ?? fromSchema },
    { weight: 3, arbitrary: fromSchema },
    { weight: 2, arbitrary: nastyValue },
    { weight: 1, arbitrary: poisonedString },
  );
}

function valueForDef(schema: ZodLike, key: string, facts: FuzzFacts, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return valueFor(def.innerType, key, facts, depth + 1);
    case 'pipe':
      return valueFor(def.in, key, facts, depth + 1);
    case 'object':
    case 'intersection':
      return objectFor(schema, facts, depth + 1);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'bigint':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), nastyNumber);
    case 'string':
      if (def.format === 'datetime') {
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((at) => at.toISOString()),
          fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59+07:00', '+275760-09-13T00:00:00Z'),
        );
      }
      return nastyString;
    case 'array':
      return fc.array(valueFor(def.element, key, facts, depth + 1), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => valueFor(option, key, facts, depth + 1)));
    default:
      return nastyValue;
  }
}

function collectShape(schema: unknown, into: Map<string, unknown>, depth = 0): void {
  if (!isZod(schema) || depth > 6) return;
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) into.set(key, field);
  } else if (def.type === 'intersection') {
    collectShape(def.left, into, depth + 1);
    collectShape(def.right, into, depth + 1);
  } else if (def.type === 'pipe') {
    collectShape(def.in, into, depth + 1);
  } else if ('innerType' in def) {
    collectShape(def.innerType, into, depth + 1);
  }
}

/** The field names of an object schema (through wrappers, pipes and intersections). */
export function shapeOf(schema: unknown): Map<string, unknown> {
  const shape = new Map<string, unknown>();
  collectShape(schema, shape);
  return shape;
}

/** An object of the schema's fields, each mostly present and plausible, plus now and then a stranger. */
function objectFor(schema: unknown, facts: FuzzFacts, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = [...shapeOf(schema)].map(([key, field]) =>
    fc
      .oneof(
        { weight: 8, arbitrary: valueFor(field, key, facts, depth) },
        { weight: 1, arbitrary: fc.constant<unknown>(OMIT) },
      )
      .map((value) => [key, value] as const),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'a\u0000', 'total_price'), nastyValue), {
        freq: 6,
      }),
    )
    .map(([pairs, extra]) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of pairs) if (value !== OMIT) object[key] = value;
      if (extra)
        Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true, writable: true });
      return object;
    });
}

// ---- Whole requests ------------------------------------------------------------------------------

/** Encodes text for a URL as a client would, sending an unpaired surrogate as its WTF-8 bytes. */
export function encodeForUrl(text: string): string {
  return text.replace(/\p{Surrogate}|[^\p{Surrogate}]+/gu, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

// Percent-encodings that are broken, truncated or decode to NUL; sent as they are.
const RAW_SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%F0%9F%98',
  '%C0%AF',
  '..%2F..%2F',
  '%2e%2e',
  '%ED%A0%80',
];

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function pathFor(route: RegisteredRoute, facts: FuzzFacts): fc.Arbitrary<string> {
  const params = shapeOf(route.schema?.params);
  const parts = route.url.split('/').map((part): fc.Arbitrary<string> => {
    if (part === '*') {
      return fc.oneof(
        fc
          .array(fc.string({ unit: 'binary', maxLength: 12 }).map(encodeForUrl), { maxLength: 4 })
          .map((s) => s.join('/')),
        fc.constantFrom(...RAW_SEGMENTS, 'demo/units/1.webp', '../package.json'),
      );
    }
    if (!part.startsWith(':')) return fc.constant(part);
    const name = part.slice(1);
    return fc.oneof(
      {
        weight: 8,
        arbitrary: valueFor(params.get(name), name, facts).map((value) => encodeForUrl(toText(value))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  });
  // A catch-all route ('*', 'OPTIONS *') has no leading slash of its own.
  return fc.tuple(...parts).map((segments) => {
    const path = segments.join('/');
    return path.startsWith('/') ? path : `/${path}`;
  });
}

function queryFor(route: RegisteredRoute, facts: FuzzFacts): fc.Arbitrary<string> {
  const shape = shapeOf(route.schema?.querystring);
  const pair = (key: string, field: unknown) =>
    valueFor(field, key, facts).map((value) =>
      (Array.isArray(value) ? value : [value])
        .map((item) => `${encodeForUrl(key)}=${encodeForUrl(toText(item))}`)
        .join('&'),
    );
  const known = [...shape].map(([key, field]) => fc.option(pair(key, field), { freq: 4 }));
  return fc
    .tuple(
      fc.tuple(...known),
      fc.option(pair('x', undefined), { freq: 8 }),
      fc.option(fc.constantFrom(...RAW_SEGMENTS.map((raw) => `q=${raw}`), `${RAW_SEGMENTS[0]}=1`), {
        freq: 8,
      }),
    )
    .map(([pairs, extra, raw]) => {
      const query = [...pairs, extra, raw].filter((item): item is string => Boolean(item)).join('&');
      return query ? `?${query}` : '';
    });
}

function deepNesting(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom<FuzzBody>(
    { kind: 'raw', contentType: 'application/json', text: '{' },
    { kind: 'raw', contentType: 'application/json', text: '' },
    { kind: 'raw', contentType: 'application/json', text: '{"a":"\\u0000"}' },
    { kind: 'raw', contentType: 'application/json', text: '{"__proto__":{"polluted":true}}' },
    { kind: 'raw', contentType: 'application/json', text: '{"constructor":{"prototype":{"x":1}}}' },
    { kind: 'raw', contentType: 'application/json', text: '"\\ud800"' },
    { kind: 'raw', contentType: 'application/json', text: '1e999999' },
    { kind: 'raw', contentType: 'application/json', text: deepNesting(100_000) },
    { kind: 'raw', contentType: 'application/json; charset=latin1', text: '{}' },
    { kind: 'raw', contentType: 'text/plain', text: 'hello\u0000' },
    { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=%00' },
    { kind: 'raw', contentType: 'multipart/form-data; boundary=x', text: '--x--' },
  ),
  fc
    .string({ unit: 'binary', maxLength: 60 })
    .map<FuzzBody>((text) => ({ kind: 'raw', contentType: 'application/json', text })),
);

const anyone = fc.constantFrom<FuzzAuth>('none', 'customer', 'admin', 'bogus');
// Form data is parsed only once the route lets the caller in: the admin sends most of it.
const mostlyAdmin = fc.oneof(
  { weight: 6, arbitrary: fc.constant<FuzzAuth>('admin') },
  { weight: 1, arbitrary: anyone },
);

const urlFor = (route: RegisteredRoute, facts: FuzzFacts) =>
  fc.tuple(pathFor(route, facts), queryFor(route, facts)).map(([path, query]) => path + query);

/**
 * A request to one route: its path, query and body generated from its schema and from mischief.
 * Every route with a body now and then gets multipart form data; a route that takes it, mostly that.
 */
export function requestFor(
  route: RegisteredRoute,
  facts: FuzzFacts,
  template?: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  const bodySchema = route.schema?.body;
  const isMultipart = takesMultipart(route.schema);
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map<FuzzBody>((item) => ({ kind: 'json', value: item }));
  const bodies: Array<fc.WeightedArbitrary<FuzzBody | undefined>> = [
    { weight: 6, arbitrary: json(bodySchema ? objectFor(bodySchema, facts, 0) : nastyValue) },
    { weight: 2, arbitrary: json(nastyValue) },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: isMultipart ? 20 : 1, arbitrary: multipartBody },
  ];
  if (template) bodies.push({ weight: 6, arbitrary: json(mutate(template)) });
  return fc.record({
    method: fc.constant(route.method),
    url: urlFor(route, facts),
    auth: isMultipart ? mostlyAdmin : anyone,
    body: hasBody ? fc.oneof(...bodies) : fc.constant(undefined),
  });
}

/** A request of multipart form data, whole or broken, to a route that takes it. */
export function multipartRequestFor(route: RegisteredRoute, facts: FuzzFacts): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    method: fc.constant(route.method),
    url: urlFor(route, facts),
    auth: mostlyAdmin,
    body: multipartBody,
  });
}

/**
 * How often a route is picked: routes that take more fields, or have a valid body to start from,
 * have more ways to go wrong; a HEAD twin shares its GET's handler.
 */
export function routeWeight(route: RegisteredRoute, hasTemplate: boolean): number {
  const fields = ['params', 'querystring', 'body'] as const;
  const count = fields.reduce((sum, part) => sum + shapeOf(route.schema?.[part]).size, 0);
  const weight = 2 + Math.min(count, 10) + (hasTemplate || takesMultipart(route.schema) ? 6 : 0);
  return route.method === 'HEAD' ? Math.ceil(weight / 2) : weight;
}

/** A valid body with none, one or two of its fields replaced by nasty values or dropped. */
function mutate(template: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(template, fc.array(fc.tuple(fc.nat(), fc.option(nastyValue, { freq: 5 })), { maxLength: 2 }))
    .map(([valid, changes]) => {
      const body: Record<string, unknown> = { ...valid };
      const keys = Object.keys(valid);
      for (const [index, value] of changes) {
        const key = keys[index % keys.length] as string;
        if (value === null) delete body[key];
        else body[key] = value;
      }
      return body;
    });
}

/** How a failing request reads in a test report: enough to send it again by hand. */
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${request.url}  (auth: ${request.auth})`];
  if (request.body?.kind === 'json')
    lines.push(`content-type: application/json`, JSON.stringify(request.body.value));
  if (request.body?.kind === 'raw') {
    const text =
      request.body.text.length > 300
        ? `${request.body.text.slice(0, 300)}… (${request.body.text.length} chars)`
        : request.body.text;
    lines.push(`content-type: ${request.body.contentType}`, JSON.stringify(text));
  }
  if (request.body?.kind === 'bytes') {
    const { payload } = request.body;
    lines.push(
      `content-type: ${request.body.contentType}`,
      `${payload.length} bytes, base64: ${payload.toString('base64')}`,
    );
  }
  return lines.join('\n');
}
