import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { findSqlState, SQLSTATE } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { sessions, users } from '../schema/accounts';
import { auditLog } from '../schema/audit';

// The admin's phone is a placeholder in a range no WhatsApp account uses (62 then 0); staff log in by
// username. When staff gave the first one to another account, the next ones of the range serve.
const ADMIN_PHONE = 620_000_000_000;
const PLACEHOLDER_PHONES = 50;

type AdminSettings = { username: string; password?: string | undefined };
type StartAdmin = typeof users.$inferSelect;
type AuditFacts = Record<string, unknown>;

/**
 * Writes what a start changed on the start-up admin to the audit trail, under the server's name: the
 * start is an author of its own, as the payment provider is for a refund made in its dashboard.
 * (db/ sits below the modules, so this is modules/audit/record-audit.ts's insert, written here.)
 */
async function recordStartChange(
  db: Pick<Db, 'insert'>,
  account: StartAdmin,
  before: AuditFacts,
  after: AuditFacts,
): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: null,
    actor_name: 'Server start',
    actor_role: 'admin',
    action: 'user.update',
    subject_type: 'user',
    subject_id: account.id,
    subject_label: account.username,
    before,
    after,
  });
}

/**
 * `username`: the start-up admin's name after this start. `warning`: one line for the log when
 * ADMIN_USERNAME could not be applied (another account holds it); the start goes on.
 */
export type EnsureAdminResult = {
  username: string;
  generatedPassword?: string;
  created: boolean;
  warning?: string;
};

/**
 * Makes sure the start-up admin exists: the one account flagged `start_admin` (record 0034), found by
 * the flag and never by its name, so no other account is ever promoted or re-passworded, whatever it
 * is called. Created when there is none (a random password, returned to be printed once, unless
 * ADMIN_PASSWORD sets it). ADMIN_PASSWORD re-passwords it and restores its role and status at every
 * start: the operator's way back in. It takes the name ADMIN_USERNAME when that name is free.
 */
export async function ensureAdmin(db: Db, admin: AdminSettings): Promise<EnsureAdminResult> {
  let generatedPassword: string | undefined;
  let passwordHash: string | undefined;
  for (let attempt = 0; attempt < PLACEHOLDER_PHONES; attempt++) {
    const existing = await findStartAdmin(db);
    if (existing) return updateStartAdmin(db, existing, admin);
    if (await isUsernameTaken(db, admin.username)) {
      return {
        username: admin.username,
        created: false,
        warning: nameHeldWarning(admin.username, 'no start-up admin account was created'),
      };
    }

    generatedPassword ??= admin.password ? undefined : randomBytes(12).toString('base64url');
    passwordHash ??= await hashPassword(admin.password ?? (generatedPassword as string));
    // A guarded insert: several API processes starting at once on one PostgreSQL (../shared/DESIGN.md
    // "Scale") all get here, and one creates the account (the flag is unique). Any other conflict, a
    // name or a number taken meanwhile, is looked at again on the next round.
    const [created] = await db
      .insert(users)
      .values({
        name: 'Venue Admin',
        username: admin.username,
        phone: String(ADMIN_PHONE + attempt),
        password_hash: passwordHash,
        role: 'admin',
        status: 'active',
        phone_verified_at: new Date(),
        start_admin: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return { username: admin.username, created: true, generatedPassword };
  }
  return {
    username: admin.username,
    created: false,
    warning: `The start-up admin account was not created: its ${PLACEHOLDER_PHONES} placeholder phone numbers (from ${ADMIN_PHONE}) are all taken.`,
  };
}

async function findStartAdmin(db: Db): Promise<StartAdmin | undefined> {
  const [account] = await db.select().from(users).where(eq(users.start_admin, true));
  return account;
}

async function isUsernameTaken(db: Db, username: string, exceptId = 0): Promise<boolean> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()} and ${users.id} <> ${exceptId}`);
  return holder !== undefined;
}

function nameHeldWarning(username: string, outcome: string): string {
  return (
    `ADMIN_USERNAME "${username}" is held by another account, which the start leaves alone: ${outcome}. ` +
    'Choose a free ADMIN_USERNAME, or rename that account.'
  );
}

/**
 * The start-up admin that exists: renamed to ADMIN_USERNAME when the name is free; with
 * ADMIN_PASSWORD, given that password, the role admin and the status active, and, when any of them
 * changes, signed out everywhere (a role or a password given back ends the sessions made before).
 */
async function updateStartAdmin(
  db: Db,
  account: StartAdmin,
  admin: AdminSettings,
): Promise<EnsureAdminResult> {
  const result: EnsureAdminResult = { username: account.username, created: false };
  if (account.username.toLowerCase() !== admin.username.toLowerCase()) {
    if (await renameStartAdmin(db, account, admin.username)) result.username = admin.username;
    else
      result.warning = nameHeldWarning(
        admin.username,
        `the start-up admin keeps the name "${account.username}"`,
      );
  }
  if (!admin.password) return result;

  const isRestored = account.role !== 'admin' || account.status !== 'active';
  const isNewPassword = !(await verifyPassword(account.password_hash, admin.password));
  if (!isRestored && !isNewPassword) return result;
  const passwordHash = isNewPassword ? await hashPassword(admin.password) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        status: 'active',
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, account.id));
    // What modules/auth/sessions.ts `revokeOtherSessions` does; db/ sits below the modules and may
    // not import one (.dependency-cruiser.cjs).
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.user_id, account.id), isNull(sessions.revoked_at)));
    await recordStartChange(
      tx,
      { ...account, username: result.username },
      { role: account.role, status: account.status },
      {
        role: 'admin',
        status: 'active',
        ...(passwordHash ? { password: 'set from ADMIN_PASSWORD' } : {}),
        sessions_ended: true,
      },
    );
  });
  return result;
}

/** False when another account holds the name, checked first and then by the unique index (a race). */
async function renameStartAdmin(db: Db, account: StartAdmin, username: string): Promise<boolean> {
  if (await isUsernameTaken(db, username, account.id)) return false;
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ username, updated_at: new Date() }).where(eq(users.id, account.id));
      await recordStartChange(tx, account, { username: account.username }, { username });
    });
    return true;
  } catch (error) {
    if (findSqlState(error) === SQLSTATE.uniqueViolation) return false;
    throw error;
  }
}
