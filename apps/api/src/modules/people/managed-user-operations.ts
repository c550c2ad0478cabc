import type {
  CreateTeamAccountRequestSchema,
  UpdateManagedUserRequestSchema,
} from '@ruangmain/domain/contracts/people';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { createTeamAccount } from './create-team-account';
import { getManagedUser } from './get-managed-user';
import { listManagedUsers } from './list-managed-users';
import { setUserAccess } from './set-user-access';
import { updateCustomerProfile } from './update-customer-profile';
import { updateTeamAccount } from './update-team-account';

/**
 * The people screens' collection (customers and team accounts), as `registerCollection` calls it. A
 * change names either a customer's name and phone or a team account's role and password (the
 * contract refuses both at once); DELETE disables: accounts are never deleted.
 */
export const managedUserOperations = {
  list: listManagedUsers,
  get: async (db: Db, id: number) => ({ message: 'User.', data: await getManagedUser(db, id) }),
  create: async (db: Db, actor: AuditActor, body: z.output<typeof CreateTeamAccountRequestSchema>) => ({
    message: apiText('manage.accountCreated'),
    data: await createTeamAccount(db, { ...body, actor }),
  }),
  update: async (
    db: Db,
    actor: AuditActor,
    id: number,
    body: z.output<typeof UpdateManagedUserRequestSchema>,
  ) => {
    const { name, phone, role, password } = body;
    const change = { id, actor };
    const data =
      name !== undefined || phone !== undefined
        ? await updateCustomerProfile(db, { ...change, name, phone })
        : await updateTeamAccount(db, { ...change, role, password });
    return { message: apiText('manage.accountSaved'), data };
  },
  remove: async (db: Db, actor: AuditActor, id: number) => {
    await setUserAccess(db, { id, blocked: true, actor });
    return { message: apiText('manage.accountDisabled'), deleted: false };
  },
};
