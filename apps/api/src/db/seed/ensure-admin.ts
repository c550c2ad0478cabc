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
export async function ensureAdmin(db: Db, admin: { username: string; password?: string | undefined }) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, admin.username.toLowerCase()));

  if (existing) {
    if (admin.password) {
      await db
        .update(users)
        .set({
          password_hash: await hashPassword(admin.password),
          role: 'admin',
          status: 'active',
          updated_at: new Date(),
        })
        .where(eq(users.id, existing.id));
    }
    return { username: admin.username, created: false } satisfies EnsureAdminResult;
  }

  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Venue Admin',
    username: admin.username,
    phone: ADMIN_PHONE,
    password_hash: await hashPassword(admin.password ?? (generatedPassword as string)),
    role: 'admin',
    status: 'active',
    phone_verified_at: new Date(),
  });
  return { username: admin.username, created: true, generatedPassword } satisfies EnsureAdminResult;
}
