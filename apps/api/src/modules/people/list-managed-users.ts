import type { ListManagedUsersQuerySchema } from '@ruangmain/domain/contracts/people';
import { STAFF_ROLES } from '@ruangmain/domain/roles';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { matchTextOrPhone } from '../../lib/search';
import { listCollection } from '../manage/list-collection';
import { toManagedUser } from './people.queries';

type Query = z.output<typeof ListManagedUsersQuerySchema>;

const SORT_COLUMNS = {
  created_at: users.created_at,
  name: users.name,
  username: users.username,
  total_points: users.total_points,
} as const;

/** GET /api/admin/users: customers, or the team (`people=team`, or one `role`), searched and paged. */
export async function listManagedUsers(db: Db, query: Query) {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.people === 'customers') conditions.push(eq(users.role, 'customer'));
  if (query.people === 'team') conditions.push(inArray(users.role, [...STAFF_ROLES]));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.search) {
    conditions.push(
      matchTextOrPhone(query.search, { textColumns: [users.name, users.username], phoneColumn: users.phone }),
    );
  }
  return listCollection(db, {
    table: users,
    query,
    sortColumns: SORT_COLUMNS,
    where: and(...conditions),
    // The row's password hash and tokens stop here: the answer holds only what toManagedUser keeps.
    present: async (rows) => rows.map(toManagedUser),
  });
}
