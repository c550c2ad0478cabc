import type { AuditEntry, ListAuditQuerySchema } from '@ruangmain/domain/contracts/audit';
import { addDays } from '@ruangmain/domain/dates';
import { toInstant } from '@ruangmain/domain/hours';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { units } from '../../db/schema/catalogue';
import { type Paginator, toPaginator } from '../../lib/pagination';

type Query = z.output<typeof ListAuditQuerySchema>;
type Entry = Omit<AuditEntry, 'created_at'> & { created_at: Date };

/** GET /api/admin/audit: the trail, newest first, filtered by action, subject, actor and venue dates. */
export async function listAudit(
  db: Db,
  query: Query,
  timeZone: string,
): Promise<Paginator<Entry> & { units: { id: number; name: string }[] }> {
  const where = and(...findConditions(query, timeZone));
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const data = rows.map((row) => ({
    id: row.id,
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    action: row.action as Entry['action'],
    subject_type: row.subject_type as Entry['subject_type'],
    subject_id: row.subject_id,
    subject_label: row.subject_label,
    before: row.before as Entry['before'],
    after: row.after as Entry['after'],
    created_at: row.created_at,
  }));
  return {
    ...toPaginator(query.page, query.per_page, total?.value ?? 0, data),
    units: await findNamedUnits(db, data),
  };
}

/** The units the entries' facts name by id (a booking's `unit_id` before and after), with their names. */
async function findNamedUnits(db: Db, entries: readonly Pick<Entry, 'before' | 'after'>[]) {
  const ids = new Set<number>();
  for (const facts of entries.flatMap((entry) => [entry.before, entry.after])) {
    const id = facts?.unit_id;
    if (typeof id === 'number') ids.add(id);
  }
  if (ids.size === 0) return [];
  return db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(inArray(units.id, [...ids]));
}

function findConditions(query: Query, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.subject_type) conditions.push(eq(auditLog.subject_type, query.subject_type));
  if (query.subject_id) conditions.push(eq(auditLog.subject_id, query.subject_id));
  if (query.actor_id) conditions.push(eq(auditLog.actor_id, query.actor_id));
  // Calendar days in the venue's zone: staff act around the clock, not only in opening hours.
  if (query.from) conditions.push(gte(auditLog.created_at, toInstant(`${query.from} 00:00`, timeZone)));
  if (query.to)
    conditions.push(lt(auditLog.created_at, toInstant(`${addDays(query.to, 1)} 00:00`, timeZone)));
  return conditions;
}
