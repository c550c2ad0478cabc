import type {
  AccountSettings,
  UpdateAccountSettingsRequest,
} from '@ruangmain/domain/contracts/account-settings';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';

/** The customer's notice settings: whether WhatsApp reminders come before their bookings. */
export async function readAccountSettings(db: Db, userId: number): Promise<AccountSettings> {
  const [row] = await db
    .select({ whatsapp_reminders: users.whatsapp_reminders })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('not_found', apiText('account.userNotFound'));
  return row;
}

/** PATCH /api/customer/settings: turns reminders on or off (issue 18 "Notices"). */
export async function updateAccountSettings(
  db: Db,
  userId: number,
  changes: UpdateAccountSettingsRequest,
): Promise<AccountSettings> {
  const [row] = await db
    .update(users)
    .set({ whatsapp_reminders: changes.whatsapp_reminders, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ whatsapp_reminders: users.whatsapp_reminders });
  if (!row) throw new AppError('not_found', apiText('account.userNotFound'));
  return row;
}
