import { findSqlState, SQLSTATE } from './errors';

const ATTEMPTS = 3;

/**
 * Runs a whole write (a transaction, or one statement outside any) again when PostgreSQL chose it as
 * a deadlock's victim. Rivals inserting overlapping periods into the exclusion constraint each wait
 * for the other's row and one is killed (40P01); run again, it meets the winner's committed row and
 * is refused as an overlap (23P01, a 409) like any later rival. Never call it inside a transaction:
 * the victim's transaction is already rolled back whole.
 */
export async function rerunDeadlocked<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt < ATTEMPTS && findSqlState(error) === SQLSTATE.deadlock) continue;
      throw error;
    }
  }
}
