import { z } from 'zod';
import { authedErrorResponses, ErrorResponseSchema, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The embedded database's backups under /api/admin/backups, admins only (docs/decisions/0039): one file
 * a night in BACKUP_DIR holding the database and the uploaded images, the last BACKUP_KEEP kept, and one
 * more on demand. A venue on PostgreSQL backs up with PostgreSQL's own tools (README "Backups"): the list
 * says so and taking one answers 409.
 */

const TAGS = ['admin'];

export const BACKUP_MESSAGES = {
  taken: 'Backup taken.',
  postgres:
    'This venue runs on PostgreSQL: back it up with pg_dump and restore it with pg_restore (README, "Backups").',
} as const;

/** One backup file: its name in BACKUP_DIR, when it was taken, its size in bytes. */
export const BackupFileSchema = z.object({
  name: z.string(),
  created_at: isoDateTime(),
  size: z.number().int(),
});
export type BackupFile = z.input<typeof BackupFileSchema>;

/**
 * The backups, newest first. `is_available` is false on PostgreSQL, where `message` says what to use
 * instead and the list is empty.
 */
export const ListBackupsResponseSchema = z.object({
  data: z.object({
    is_available: z.boolean(),
    message: z.string().nullable(),
    /** The venue-local time of the nightly backup, 'HH:mm'. */
    nightly_at: z.string(),
    /** How many are kept; an older one is deleted once a newer one is complete. */
    keep: z.number().int(),
    backups: z.array(BackupFileSchema),
  }),
});
export type ListBackupsResponse = z.input<typeof ListBackupsResponseSchema>;

export const TakeBackupResponseSchema = z.object({ message: z.string(), data: BackupFileSchema });
export type TakeBackupResponse = z.input<typeof TakeBackupResponseSchema>;

export const listBackupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/backups',
  response: { 200: ListBackupsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The backups of the embedded database, newest first (admins only)',
});

export const takeBackupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/backups',
  response: { 201: TakeBackupResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Take a backup of the embedded database and images now; 409 on PostgreSQL (admins only)',
});
