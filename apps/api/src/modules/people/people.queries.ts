import type { ManagedUserSchema } from '@ruangmain/domain/contracts/people';
import { formatLocalPhone } from '@ruangmain/domain/phone';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';

export type ManagedUser = z.output<typeof ManagedUserSchema>;

/** What the back office reads of an account: never the password hash or registration token. */
export const managedUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  total_points: users.total_points,
  created_at: users.created_at,
  phone_verified_at: users.phone_verified_at,
};

export type ManagedUserRow = Pick<typeof users.$inferSelect, keyof typeof managedUserColumns>;

export const toManagedUser = (row: ManagedUserRow): ManagedUser => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  phone: formatLocalPhone(row.phone),
  role: row.role,
  status: row.status,
  total_points: row.total_points,
  created_at: row.created_at,
});

/** An account by id, or 404. */
export async function loadManagedUser(db: Pick<Db, 'select'>, id: number): Promise<ManagedUserRow> {
  const [row] = await db.select(managedUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw new AppError('not_found', apiText('people.userNotFound'));
  return row;
}

/** How the audit trail names an account. */
export const userLabel = (user: { name: string; username: string }) => `${user.name} (@${user.username})`;

/** The facts of an account the trail keeps before and after a change: never its password. */
export const userFacts = (user: ManagedUserRow) => ({
  role: user.role,
  status: user.status,
  total_points: user.total_points,
});

/** A refusal of the back office's rules, a 422 with the reason. */
export const refuse = (message: LocalText) => new AppError('validation', message);
