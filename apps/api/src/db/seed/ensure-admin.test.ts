import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { verifyPassword } from '../../lib/passwords';
import { users } from '../schema';
import { ensureAdmin } from './ensure-admin';

describe('ensureAdmin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  // Several API processes starting at once on one PostgreSQL (../shared/DESIGN.md "Scale") all call it.
  it('creates the admin once when several starts race, and only the creator shows a password', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => ensureAdmin(database.db, { username: 'admin' })),
    );
    const created = results.filter((result) => result.created);
    expect(created).toHaveLength(1);
    expect(results.filter((result) => result.generatedPassword)).toHaveLength(1);

    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const password = created[0]?.generatedPassword ?? '';
    expect(await verifyPassword(admins[0]?.password_hash ?? '', password)).toBe(true);
  });
});
