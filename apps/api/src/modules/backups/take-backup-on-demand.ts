import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { BackupService, TakenBackup } from './backup-service';

/**
 * POST /api/admin/backups: an admin takes a backup now. The trail row is written once the file is
 * complete (so it is not in the backup it tells of); on PostgreSQL the service answers 409.
 */
export async function takeBackupOnDemand(
  db: Db,
  input: { backups: BackupService; actor: AuditActor; now: Date },
): Promise<TakenBackup> {
  const taken = await input.backups.take(input.now);
  await recordAudit(db, {
    actor: input.actor,
    action: 'backup.create',
    subject: { type: 'backup', id: 0, label: taken.name },
    before: null,
    after: {
      name: taken.name,
      size: taken.size,
      created_at: taken.created_at.toISOString(),
      deleted: taken.deleted,
    },
  });
  return taken;
}
