import { formatLocalPhone, normalizePhone } from '@ruangmain/domain/phone';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;

/** The user a login identifier names: a username (any case) or a phone in any Indonesian form. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | null> {
  const phone = normalizePhone(identifier);
  const byUsername = eq(sql`lower(${users.username})`, identifier.trim().toLowerCase());
  const [user] = await db
    .select()
    .from(users)
    .where(phone ? or(byUsername, eq(users.phone, phone)) : byUsername)
    .limit(1);
  return user ?? null;
}

export async function findUserByPhone(db: Db, canonicalPhone: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.phone, canonicalPhone)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The user as the web app keeps it (spec 1 §3 User): never the hash, the phone as 08…. */
export function toPublicUser(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: formatLocalPhone(user.phone),
    role: user.role,
    total_points: user.total_points,
    language: user.language,
  };
}
