import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { users } from '../schema';

// The admin's phone is a placeholder in a range no WhatsApp account uses; staff log in by username.
const ADMIN_PHONE = '620000000000';

export type EnsureAdminResult = { username: string; generatedPassword?: string; created: boolean };

/**
 * Makes sure the admin account of ADMIN_USERNAME exists. ADMIN_PASSWORD, when set, is applied on every
 * start; when unset, a random password is generated once, on creation, and returned to be printed once.
 */
export async function ensureAdmin(
  db: Db,
  admin: { username: string; password?: string | undefined },
): Promise<EnsureAdminResult> {
  const existing = await findUserId(db, admin.username);
  if (existing !== undefined) return updateAdmin(db, existing, admin);

  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  // A guarded insert: several API processes starting at once on one PostgreSQL (../shared/DESIGN.md "Scale")
  // all get here, and one creates the account.
  const [created] = await db
    .insert(users)
    .values({
      name: 'Venue Admin',
      username: admin.username,
      phone: ADMIN_PHONE,
      password_hash: await hashPassword(admin.password ?? (generatedPassword as string)),
      role: 'admin',
      status: 'active',
      phone_verified_at: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { username: admin.username, created: true, generatedPassword };

  const raced = await findUserId(db, admin.username);
  if (raced === undefined) {
    throw new Error(`The admin account ${admin.username} cannot be created: its phone number is taken.`);
  }
  return updateAdmin(db, raced, admin);
}

async function findUserId(db: Db, username: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return user?.id;
}

/** An account that exists keeps its password unless ADMIN_PASSWORD sets one. */
async function updateAdmin(
  db: Db,
  id: number,
  admin: { username: string; password?: string | undefined },
): Promise<EnsureAdminResult> {
  if (admin.password) {
    await db
      .update(users)
      .set({
        password_hash: await hashPassword(admin.password),
        role: 'admin',
        status: 'active',
        updated_at: new Date(),
      })
      .where(eq(users.id, id));
  }
  return { username: admin.username, created: false };
}
