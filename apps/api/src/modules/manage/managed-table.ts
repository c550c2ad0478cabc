import type { ManagedSubject } from '@ruangmain/domain/contracts/audit';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { AuditFacts } from '../audit/record-audit';

/** A table the back office edits row by row: it has a serial `id`. */
export type IdTable = PgTable & { id: PgColumn };
export type RowOf<Table extends IdTable> = Table['$inferSelect'] & { id: number };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One collection of the back office: its table, how the audit trail and the messages name it, and
 * which column a duplicate breaks (its unique index).
 */
export type ManagedTable<Table extends IdTable> = {
  table: Table;
  subject: ManagedSubject;
  /** 'console', 'unit': in messages ("The console was not found."). */
  noun: string;
  label: (row: RowOf<Table>) => string;
  /** The request field whose unique index a duplicate breaks (answered 422 validation.unique). */
  uniqueField?: string;
};

/** A row as the audit trail keeps it: JSON-ready (dates as ISO text). */
export const toFacts = (row: object): AuditFacts => JSON.parse(JSON.stringify(row));

/** The row with this id, locked for the transaction, or a 404 naming the collection. */
export const lockRow = <Table extends IdTable>(tx: Tx, managed: ManagedTable<Table>, id: number) =>
  findRow(tx, managed, id, { lock: true });

/**
 * Runs a write, answering a broken unique index as the 422 a form shows under its field
 * ("The name has already been taken.") rather than a 500.
 */
export async function withUniqueField<T>(
  managed: Pick<ManagedTable<IdTable>, 'uniqueField'>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = managed.uniqueField;
    if (field && findSqlState(error) === SQLSTATE.uniqueViolation) {
      throw new AppError('validation', apiText('manage.taken', { field }), {
        errors: { [field]: ['validation.unique'] },
      });
    }
    throw error;
  }
}

/** The row with this id (locked for the transaction when asked), or a 404 naming the collection. */
export async function findRow<Table extends IdTable>(
  db: Pick<Db, 'select'>,
  managed: ManagedTable<Table>,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RowOf<Table>> {
  const { table } = managed;
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new AppError('not_found', apiText('manage.notFound', { noun: managed.noun }));
  return row as RowOf<Table>;
}
