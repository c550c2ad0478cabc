import type { Db } from '../../db/client';
import type { LocalText } from '../../texts/local-text';
import { type BookingChange, changeBookingAudited } from '../booking-lifecycle/change-booking-audited';
import { type DeskRow, refuse } from './desk-booking';

export type DeskChange = BookingChange & {
  /** The answer (409) when the guard no longer holds. */
  refusal: LocalText;
};

/**
 * One desk action on a booking: a guarded update and its audit row in one transaction (record 0023).
 * Two desks acting at once both pass the rule; the guard lets one change the row and refuses the
 * other with 409, and the trail holds only what happened.
 */
export async function applyDeskChange(db: Db, change: DeskChange, tx?: Db): Promise<DeskRow> {
  const run = async (handle: Db) => {
    const after = await changeBookingAudited(handle, change);
    if (!after) throw refuse(change.refusal);
    return after;
  };
  if (tx) return run(tx);
  return db.transaction((transaction) => run(transaction as unknown as Db));
}
