import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadImageEndpoint } from '@ruangmain/domain/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth } from '../../plugins/authenticate';
import { toAuditActor } from '../audit/record-audit';
import { readUploadedFile } from './read-uploaded-file';
import { uploadImage } from './upload-image';

/**
 * The back office's image uploads, inside the staff scope: admins only. Multipart parsing is
 * registered here alone, so no other route accepts form data.
 */
export const uploadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
  route(app, uploadImageEndpoint, { config: { roles: ['admin'] } }, async (request, reply) => {
    const content = await readUploadedFile(request);
    const image = await uploadImage(app.db, {
      content,
      actor: toAuditActor(currentAuth(request).user),
      storageDir: app.config.storageDir,
      now: new Date(),
    });
    reply.code(201);
    return image;
  });
};
