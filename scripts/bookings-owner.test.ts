// The bookings table has one writer (apps/api/src/modules/booking-lifecycle, apps/api/README.md): every
// status change of a booking goes through its lifecycle, every other column through its changes, and
// every payment attempt begins and changes status there too. This check reads the API's sources and
// fails on a statement elsewhere that writes `bookings`, or a payment's status, naming file and line.
// The demo seed is the one exception: it lays down whole histories at once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_SOURCES = fileURLToPath(new URL('../apps/api/src', import.meta.url));
const OWNER = 'modules/booking-lifecycle/';
const EXCEPTED = ['db/seed/'];

/** drizzle's update, insert or delete of the table, and the same in raw SQL. */
const BOOKING_WRITES = [
  /\.(?:update|insert|delete)\(\s*(?:\w+\.)?bookings\s*\)/g,
  /\b(?:update|insert\s+into|delete\s+from)\s+"?bookings"?(?=[\s(]|$)/gi,
];
/** A payment attempt begun, or an update of payments whose `set` names the status. */
const PAYMENT_INSERT = /\.insert\(\s*(?:\w+\.)?payments\s*\)|\binsert\s+into\s+"?payments"?(?=[\s(]|$)/gi;
const PAYMENT_UPDATE = /\.update\(\s*(?:\w+\.)?payments\s*\)|\bupdate\s+"?payments"?(?=[\s(]|$)/gi;
const STATUS_SET = /\bstatus\s*[:=]/;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The lines of `source` that write bookings or a payment's status, as `line: statement`. */
function findOwnedWrites(source: string): string[] {
  const found: Array<{ index: number; text: string }> = [];
  for (const pattern of [...BOOKING_WRITES, PAYMENT_INSERT]) {
    for (const match of source.matchAll(pattern)) found.push({ index: match.index, text: match[0] });
  }
  for (const match of source.matchAll(PAYMENT_UPDATE)) {
    // What the statement sets: up to its condition (or its end, for one without).
    const rest = source.slice(match.index + match[0].length);
    const end = rest.search(/\.where\(|\bwhere\b|;/i);
    if (STATUS_SET.test(end === -1 ? rest : rest.slice(0, end))) {
      found.push({ index: match.index, text: `${match[0]} … status` });
    }
  }
  return found
    .sort((a, b) => a.index - b.index)
    .map((write) => `${lineOf(source, write.index)}: ${write.text.replace(/\s+/g, ' ')}`);
}

function listSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('findOwnedWrites', () => {
  it.each([
    [
      'a drizzle update over lines',
      'await tx\n  .update(bookings)\n  .set({ status: "x" })',
      ['2: .update(bookings)'],
    ],
    ['a drizzle insert', 'await db.insert(bookings).values(rows);', ['1: .insert(bookings)']],
    ['a drizzle delete', 'await db.delete( bookings ).where(x);', ['1: .delete( bookings )']],
    ['through the schema object', 'db.update(schema.bookings).set({})', ['1: .update(schema.bookings)']],
    ['raw SQL', 'sql`UPDATE bookings SET status = $1`', ['1: UPDATE bookings']],
    ['raw SQL, quoted', 'sql`insert into "bookings" (id) values (1)`', ['1: insert into "bookings"']],
    ['raw SQL delete', 'sql`delete from bookings where id = 1`', ['1: delete from bookings']],
    ['a payment begun', 'await tx.insert(payments).values(row);', ['1: .insert(payments)']],
    [
      "a payment's status",
      'await tx\n  .update(payments)\n  .set({ status: "failure" })\n  .where(eq(payments.id, 1));',
      ['2: .update(payments) … status'],
    ],
    [
      "a payment's status in raw SQL",
      "sql`update payments set status = 'expire' where id = 1`",
      ['1: update payments … status'],
    ],
    [
      "a payment's other columns",
      'await db.update(payments).set({ snap_token: t }).where(eq(payments.status, "pending"));',
      [],
    ],
    ['other tables', 'db.update(bookingExtensions).set({}); db.insert(bookingFnbs).values([]);', []],
    ['a read', 'db.select().from(bookings).where(eq(bookings.status, "pending"))', []],
    ['prose', '// the sweeper ends bookings updated by nobody', []],
  ])('finds %s', (_label, source, expected) => {
    expect(findOwnedWrites(source)).toEqual(expected);
  });
});

describe('the API', () => {
  it('writes bookings, and a payment status, only in its owner (the demo seed aside)', () => {
    const outside = listSources(API_SOURCES)
      .map((file) => path.relative(API_SOURCES, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith(OWNER) && !EXCEPTED.some((folder) => file.startsWith(folder)))
      .flatMap((file) =>
        findOwnedWrites(readFileSync(path.join(API_SOURCES, file), 'utf8')).map(
          (write) => `${file}:${write}`,
        ),
      );
    expect(outside).toEqual([]);
  });

  it('has an owner that does write them', () => {
    const owned = listSources(path.join(API_SOURCES, OWNER)).flatMap((file) =>
      findOwnedWrites(readFileSync(file, 'utf8')),
    );
    expect(owned.length).toBeGreaterThan(0);
  });
});
