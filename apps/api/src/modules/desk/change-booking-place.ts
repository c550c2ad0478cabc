import type { Db } from '../../db/client';
import { apiText } from '../../texts/local-text';
import { releaseExpiredHolds } from '../payments/release-expired-holds';
import { applyDeskChange, type DeskChange } from './apply-desk-change';
import { judgedByConstraint } from './clashes';
import type { DeskRow } from './desk-booking';

/** Where a booking is going: a unit over a period (a move, a rebook, or an extension's added time). */
export type BookingPlace = { unitId: number; start: Date; end: Date };

/**
 * A desk change that takes a unit over a period (move, rebook, extend; record 0023): expired holds
 * there are released first, the guarded change and what follows it (`then`, in the same transaction)
 * run under the exclusion constraint, so of two desks taking the same free time one wins and the
 * other gets 409 with what is in the way; a booking changed meanwhile is refused.
 */
export async function changeBookingPlace<T>(
  db: Db,
  place: BookingPlace,
  change: Omit<DeskChange, 'refusal'>,
  then: (tx: Db, after: DeskRow) => Promise<T>,
): Promise<T> {
  const { now } = change;
  await releaseExpiredHolds(db, { ...place, now });
  const clash = {
    unitIds: [place.unitId],
    start: place.start,
    end: place.end,
    excludeId: change.before.id,
    now,
  };
  return judgedByConstraint(db, clash, () =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const after = await applyDeskChange(db, { ...change, refusal: CHANGED_MEANWHILE }, tx);
      return then(tx, after);
    }),
  );
}

const CHANGED_MEANWHILE = apiText('desk.changedMeanwhile');
