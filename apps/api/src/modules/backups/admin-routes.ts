import { BACKUP_MESSAGES, listBackupsEndpoint, takeBackupEndpoint } from '@ruangmain/domain/contracts/backups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { requestActor } from '../manage/request-actor';
import { takeBackupOnDemand } from './take-backup-on-demand';

const ADMINS = { roles: ['admin'] } as const;

/** The embedded database's backups inside the staff scope, admins only (docs/decisions/0039). */
export const backupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listBackupsEndpoint, { config: ADMINS }, async () => {
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

  route(app, takeBackupEndpoint, { config: ADMINS }, async (request, reply) => {
    const { name, created_at, size } = await takeBackupOnDemand(app.db, {
      backups: app.backups,
      actor: requestActor(request),
      now: new Date(),
    });
    reply.code(201);
    return { message: BACKUP_MESSAGES.taken, data: { name, created_at, size } };
  });
};
