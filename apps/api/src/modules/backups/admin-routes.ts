import { BACKUP_MESSAGES, listBackupsRoute, takeBackupRoute } from '@ruangmain/domain/contracts/backups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestActor } from '../manage/request-actor';
import { takeBackupOnDemand } from './take-backup-on-demand';

const ADMINS = { roles: ['admin'] } as const;

/** The embedded database's backups inside the staff scope, admins only (docs/decisions/0039). */
export const backupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/backups', { schema: listBackupsRoute, config: ADMINS }, async () => {
    const { backups } = app;
    return {
      data: {
        is_available: backups.isAvailable,
        message: backups.isAvailable ? null : BACKUP_MESSAGES.postgres,
        nightly_at: backups.nightlyAt,
        keep: backups.keep,
        backups: await backups.list(),
      },
    };
  });

  app.post('/backups', { schema: takeBackupRoute, config: ADMINS }, async (request, reply) => {
    const { name, created_at, size } = await takeBackupOnDemand(app.db, {
      backups: app.backups,
      actor: requestActor(request),
      now: new Date(),
    });
    reply.code(201);
    return { message: BACKUP_MESSAGES.taken, data: { name, created_at, size } };
  });
};
