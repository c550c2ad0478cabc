import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@ruangmain/domain/contracts/uploads';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { encodeImage } from './encode-image';

/**
 * Stores an admin's upload: checks and re-encodes it (encode-image.ts), writes it under
 * `storageDir/uploads/yyyy/mm/` and answers its path relative to `storageDir`. The trail row and the
 * file are written in one transaction, the file last: a file that cannot be written leaves no row.
 * An image is a file, not a row, so its trail row has subject id 0 and its path as the label.
 */
export async function uploadImage(
  db: Db,
  input: { content: Buffer; actor: AuditActor; storageDir: string; now: Date },
): Promise<UploadedImage> {
  const image = await encodeImage(input.content);
  const month = String(input.now.getUTCMonth() + 1).padStart(2, '0');
  const folder = path.posix.join('uploads', String(input.now.getUTCFullYear()), month);
  const relative = path.posix.join(folder, `${randomBytes(12).toString('hex')}.webp`);
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: input.actor,
      action: 'image.upload',
      subject: { type: 'image', id: 0, label: relative },
      before: null,
      after: {
        path: relative,
        type: 'image/webp',
        size: image.webp.length,
        width: image.width,
        height: image.height,
      },
    });
    await mkdir(path.join(input.storageDir, folder), { recursive: true });
    await writeFile(path.join(input.storageDir, relative), image.webp, { flag: 'wx' });
  });
  return { path: relative };
}
