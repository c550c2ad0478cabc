import type { Seating } from '@ruangmain/domain/food-order';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { listPublicUnits } from '../catalogue/catalogue.queries';
import { listPlayingUnits } from './playing-units';

export type OrderSeating = {
  seating: Seating;
  unit: { id: number; name: string } | null;
  tableNumber: string | null;
};

/**
 * Who sends food to a unit (issue 30): staff to any unit; a signed-in customer only to a unit their own
 * booking plays on now; a guest, whose bookings the server cannot tell, to none.
 */
export type SeatingOrderer = { kind: 'staff' } | { kind: 'customer'; userId: number } | { kind: 'guest' };

const refuseUnit = (key: 'foodOrder.unitNeedsLogin' | 'foodOrder.unitNotPlaying') =>
  new AppError('validation', apiText(key), { errors: { unit_id: ['validation.in'] } });

/** Refuses a unit the orderer may not send food to now. */
async function checkUnitIsTheirs(db: Db, unitId: number, orderer: SeatingOrderer, now: Date) {
  if (orderer.kind === 'staff') return;
  if (orderer.kind === 'guest') throw refuseUnit('foodOrder.unitNeedsLogin');
  const playing = await listPlayingUnits(db, { userId: orderer.userId, now });
  if (!playing.some((unit) => unit.id === unitId)) throw refuseUnit('foodOrder.unitNotPlaying');
}

/**
 * Where the order goes (spec 2 §2 "A seating choice"): a unit of the venue open to customers that the
 * orderer may send food to now, a table by its number, or take-away when the order names neither.
 */
export async function loadSeating(
  db: Db,
  input: { unit_id?: number | null | undefined; table_number?: string | undefined },
  context: { orderer: SeatingOrderer; now: Date },
): Promise<OrderSeating> {
  if (input.unit_id) {
    const [unit] = await listPublicUnits(db, { unitId: input.unit_id });
    if (!unit) {
      throw new AppError('validation', apiText('food.unitMissing'), {
        errors: { unit_id: ['validation.exists'] },
      });
    }
    await checkUnitIsTheirs(db, unit.id, context.orderer, context.now);
    return {
      seating: { mode: 'unit', unitName: unit.name },
      unit: { id: unit.id, name: unit.name },
      tableNumber: null,
    };
  }
  if (input.table_number) {
    const tableNumber = input.table_number;
    return { seating: { mode: 'table', tableNumber }, unit: null, tableNumber };
  }
  return { seating: { mode: 'takeaway' }, unit: null, tableNumber: null };
}
