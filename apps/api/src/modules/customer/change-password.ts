import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { apiText, fieldText } from '../../texts/local-text';
import { findUserById } from '../auth/auth.queries';
import { revokeOtherSessions } from '../auth/sessions';

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  db: Db,
  auth: { userId: number; sessionId: number },
  input: { current_password: string; password: string },
): Promise<void> {
  const user = await findUserById(db, auth.userId);
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError(
      'validation',
      fieldText('current_password', apiText('account.currentPasswordIncorrect')),
      {
        errors: { current_password: ['validation.current_password'] },
      },
    );
  }
  await db
    .update(users)
    .set({ password_hash: await hashPassword(input.password), updated_at: sql`now()` })
    .where(eq(users.id, auth.userId));
  await revokeOtherSessions(db, auth.userId, auth.sessionId);
}
