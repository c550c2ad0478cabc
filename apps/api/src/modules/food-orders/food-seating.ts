import type { Seating } from '@ruangmain/domain/food-order';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { listPublicUnits } from '../catalogue/catalogue.queries';

export type OrderSeating = {
  seating: Seating;
  unit: { id: number; name: string } | null;
  tableNumber: string | null;
};

/**
 * Where the order goes (spec 2 §2 "A seating choice"): a unit of the venue open to customers, a table
 * by its number, or take-away when the order names neither.
 */
export async function loadSeating(
  db: Db,
  input: { unit_id?: number | null | undefined; table_number?: string | undefined },
): Promise<OrderSeating> {
  if (input.unit_id) {
    const [unit] = await listPublicUnits(db, { unitId: input.unit_id });
    if (!unit) {
      throw new AppError('validation', apiText('food.unitMissing'), {
        errors: { unit_id: ['validation.exists'] },
      });
    }
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
