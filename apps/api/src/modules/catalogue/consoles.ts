import type {
  AdminConsoleSchema,
  CONSOLE_SORTS,
  ConsoleBodySchema,
  ConsoleUpdateSchema,
} from '@ruangmain/domain/contracts/admin-catalogue';
import { count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consoles, gameConsoles, unitConsoles } from '../../db/schema/catalogue';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';

/** The back office's consoles (issue 17): name, description, image, active. */
export const managedConsoles: ManagedTable<typeof consoles> = {
  table: consoles,
  subject: 'console',
  noun: 'console',
  label: (row) => row.name,
  uniqueField: 'name',
};

type ConsoleRow = RowOf<typeof consoles>;
type AdminConsole = z.output<typeof AdminConsoleSchema>;

/** The rows as the contract answers them, with how many units carry each. */
async function presentConsoles(db: Db, rows: ConsoleRow[]): Promise<AdminConsole[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ console_id: unitConsoles.console_id, value: count() })
          .from(unitConsoles)
          .where(inArray(unitConsoles.console_id, ids))
          .groupBy(unitConsoles.console_id);
  const unitsById = new Map(counts.map((entry) => [entry.console_id, entry.value]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    is_active: row.is_active,
    units_count: unitsById.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: Db, row: ConsoleRow) => ({
  data: (await presentConsoles(db, [row]))[0] as AdminConsole,
});

export function listConsoles(db: Db, query: CollectionQuery<(typeof CONSOLE_SORTS)[number]>) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return listCollection(db, {
    table: consoles,
    query,
    sortColumns: { name: consoles.name, is_active: consoles.is_active, created_at: consoles.created_at },
    where: pattern ? or(ilike(consoles.name, pattern), ilike(consoles.description, pattern)) : undefined,
    present: (rows) => presentConsoles(db, rows),
  });
}

export const getConsole = async (db: Db, id: number) =>
  presentOne(db, await findRow(db, managedConsoles, id));

export async function createConsole(db: Db, actor: AuditActor, body: z.output<typeof ConsoleBodySchema>) {
  const row = await createRow(db, managedConsoles, { actor, values: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('console') }) };
}

export async function updateConsole(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof ConsoleUpdateSchema>,
) {
  const row = await updateRow(db, managedConsoles, { actor, id, changes: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('console') }) };
}

/** A console units or games carry is deactivated: the site stops showing it, the units keep it. */
export const removeConsole = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedConsoles, {
    actor,
    id,
    deactivate: { is_active: false },
    findReference: async (tx, row) => {
      const [units] = await tx
        .select({ value: count() })
        .from(unitConsoles)
        .where(eq(unitConsoles.console_id, row.id));
      if ((units?.value ?? 0) > 0) return 'units';
      const [games] = await tx
        .select({ value: count() })
        .from(gameConsoles)
        .where(eq(gameConsoles.console_id, row.id));
      return (games?.value ?? 0) > 0 ? 'games' : null;
    },
  });
