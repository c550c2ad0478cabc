import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { pointTransactions } from '../../db/schema/points';

/** A database handle or an open transaction: ledger writes join the caller's transaction. */
export type LedgerTx = Pick<Db, 'select' | 'insert' | 'update'>;

export type LedgerEntry = {
  user_id: number;
  type: 'earned' | 'debit';
  points: number;
  description: string;
  booking_id?: number;
  user_reward_id?: number;
  /** A desk refund's share of a booking's points (one row per refund). */
  refund_id?: number;
  /** The admin who gave or took these points by hand (a points adjustment). */
  adjusted_by?: number;
};

/**
 * Writes one ledger row (../shared/DESIGN.md "Points"). A booking's (booking, type) row is written at most
 * once, whatever the webhook retries: false when it was there already.
 */
export async function insertLedgerEntry(tx: LedgerTx, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(pointTransactions)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: pointTransactions.id });
  return inserted.length > 0;
}

/**
 * Writes the row and, when it was new, moves the balance to `balance` (an expression over
 * users.total_points) in the same transaction; false when the row was there already.
 */
export async function recordLedgerEntry(tx: LedgerTx, entry: LedgerEntry, balance: SQL): Promise<boolean> {
  if (!(await insertLedgerEntry(tx, entry))) return false;
  await tx.update(users).set({ total_points: balance }).where(eq(users.id, entry.user_id));
  return true;
}

/** The balance plus `points`. */
export const addedPoints = (points: number) => sql`${users.total_points} + ${points}`;

/** The balance less `points`, never below zero: points already spent stay spent. */
export const takenPoints = (points: number) => sql`greatest(${users.total_points} - ${points}, 0)`;

/**
 * Takes `points` only if the balance holds them, in one guarded statement (../shared/DESIGN.md "Limited
 * counters"), so concurrent spends can never overdraw; the new balance, or null when too few.
 */
export async function spendPoints(tx: LedgerTx, userId: number, points: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ total_points: sql`${users.total_points} - ${points}` })
    .where(and(eq(users.id, userId), gte(users.total_points, points)))
    .returning({ total_points: users.total_points });
  return row?.total_points ?? null;
}
