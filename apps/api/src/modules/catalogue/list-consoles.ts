import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consoles } from '../../db/schema/catalogue';
import { listPublicUnits } from './catalogue.queries';

/** Active consoles with `amount`, the number of bookable units that carry each (spec 2 §3 Console). */
export async function listConsoles(db: Db) {
  const [rows, unitList] = await Promise.all([
    db
      .select({
        id: consoles.id,
        name: consoles.name,
        description: consoles.description,
        image: consoles.image,
        is_active: consoles.is_active,
      })
      .from(consoles)
      .where(eq(consoles.is_active, true))
      .orderBy(asc(consoles.id)),
    listPublicUnits(db),
  ]);
  const amounts = new Map<number, number>();
  for (const unit of unitList) {
    for (const item of unit.consoles) amounts.set(item.id, (amounts.get(item.id) ?? 0) + 1);
  }
  return rows.map((item) => ({ ...item, amount: amounts.get(item.id) ?? 0 }));
}
