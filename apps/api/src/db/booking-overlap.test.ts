import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { findSqlState, SQLSTATE } from '../lib/errors';
import { rerunDeadlocked } from '../lib/rerun-deadlocked';
import { bookings } from './schema/bookings';
import { rooms, units } from './schema/catalogue';

// ../shared/DESIGN.md "No double booking, ever": the database itself refuses overlapping active bookings,
// on PGlite and on PostgreSQL (run with TEST_DATABASE_URL).
describe('bookings_no_overlap exclusion constraint', () => {
  let database: TestDatabase;
  let unitId: number;
  let otherUnitId: number;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [room] = await database.db.insert(rooms).values({ name: 'Regular', max_visitors: 4 }).returning();
    const inserted = await database.db
      .insert(units)
      .values([
        { room_id: room!.id, name: 'PS5 Regular 1', price_per_hour: 25_000 },
        { room_id: room!.id, name: 'PS5 Regular 2', price_per_hour: 25_000 },
      ])
      .returning();
    unitId = inserted[0]!.id;
    otherUnitId = inserted[1]!.id;
  });

  afterAll(async () => {
    await database.drop();
  });

  function insertBooking(values: {
    start: string;
    end: string;
    status?: 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'cancelled' | 'refunded';
    unit?: number;
    type?: 'room' | 'block' | 'fnb';
  }) {
    sequence += 1;
    return database.db
      .insert(bookings)
      .values({
        invoice_number: `BOOK-20261127-T${String(sequence).padStart(5, '0')}`,
        booking_type: values.type ?? 'room',
        channel: values.type === 'block' ? 'venue' : 'online',
        status: values.status ?? 'confirmed',
        unit_id: values.unit ?? unitId,
        name: 'Test',
        phone: '6281200000000',
        start_at: new Date(values.start),
        end_at: new Date(values.end),
        payment_method: 'midtrans',
      })
      .returning({ id: bookings.id });
  }

  async function expectRefused(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, 'the database accepted an overlapping booking').toBeDefined();
    expect(findSqlState(error)).toBe(SQLSTATE.exclusionViolation);
  }

  it('refuses a second active booking that overlaps the first', async () => {
    await insertBooking({ start: '2026-11-27T13:00:00Z', end: '2026-11-27T15:00:00Z' });
    await expectRefused(insertBooking({ start: '2026-11-27T14:00:00Z', end: '2026-11-27T16:00:00Z' }));
    await expectRefused(
      insertBooking({ start: '2026-11-27T13:30:00Z', end: '2026-11-27T14:00:00Z', status: 'pending' }),
    );
    await expectRefused(
      insertBooking({ start: '2026-11-27T12:00:00Z', end: '2026-11-27T16:00:00Z', status: 'ongoing' }),
    );
  });

  it('accepts back-to-back bookings (one ends when the next starts)', async () => {
    await insertBooking({ start: '2026-11-27T15:00:00Z', end: '2026-11-27T16:00:00Z' });
    await insertBooking({ start: '2026-11-27T12:00:00Z', end: '2026-11-27T13:00:00Z', status: 'pending' });
  });

  it('lets another unit take the same time', async () => {
    await insertBooking({ start: '2026-11-27T13:00:00Z', end: '2026-11-27T15:00:00Z', unit: otherUnitId });
  });

  it.each(['cancelled', 'completed', 'refunded'] as const)('ignores %s bookings', async (status) => {
    await insertBooking({ start: '2026-11-28T13:00:00Z', end: '2026-11-28T14:00:00Z', status });
    await insertBooking({ start: '2026-11-28T13:00:00Z', end: '2026-11-28T14:00:00Z', status });
  });

  it('frees the slot once the holding booking is cancelled', async () => {
    const [hold] = await insertBooking({
      start: '2026-11-29T13:00:00Z',
      end: '2026-11-29T14:00:00Z',
      status: 'pending',
    });
    await expectRefused(insertBooking({ start: '2026-11-29T13:00:00Z', end: '2026-11-29T14:00:00Z' }));
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, hold!.id));
    await insertBooking({ start: '2026-11-29T13:00:00Z', end: '2026-11-29T14:00:00Z' });
  });

  it('makes venue blocks occupy units the same way', async () => {
    await insertBooking({ start: '2026-11-30T13:00:00Z', end: '2026-11-30T18:00:00Z', type: 'block' });
    await expectRefused(insertBooking({ start: '2026-11-30T17:00:00Z', end: '2026-11-30T19:00:00Z' }));
  });

  it('refuses a second of many concurrent overlapping inserts', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        insertBooking({ start: '2026-12-01T13:00:00Z', end: '2026-12-01T15:00:00Z' }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    // On PostgreSQL two rivals may each wait for the other's row: one is then a deadlock's victim
    // (40P01) rather than an overlap (23P01). Refused either way; the product runs a victim again.
    for (const attempt of attempts) {
      if (attempt.status === 'rejected')
        expect([SQLSTATE.exclusionViolation, SQLSTATE.deadlock]).toContain(findSqlState(attempt.reason));
    }
  });

  it('refuses every rerun deadlock victim as an overlap, never as a deadlock', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        rerunDeadlocked(() => insertBooking({ start: '2026-12-02T13:00:00Z', end: '2026-12-02T15:00:00Z' })),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected')
        expect(findSqlState(attempt.reason)).toBe(SQLSTATE.exclusionViolation);
    }
  });
});
