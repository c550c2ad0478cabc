import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadImageRoute } from '@ruangmain/domain/contracts/admin-uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { storeImage } from './store-image';

const MAX_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

/** Reads the one file of a multipart request; what is wrong with it is a 422 naming the field. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('validation', 'The image must be sent as a file (multipart/form-data, field file).', {
      errors: { file: ['validation.required'] },
    });
  }
  const file = await request.file();
  // Absent, or sent under another name: either way there is no image to store.
  if (file?.fieldname !== 'file') {
    throw new AppError('validation', 'The file is required.', { errors: { file: ['validation.required'] } });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('validation', `The image may not be greater than ${MAX_MEGABYTES} MB.`, {
        errors: { file: ['validation.max.file'] },
      });
    }
    throw error;
  }
}

/**
 * The back office's image uploads, inside the staff scope: admins only. Multipart parsing is
 * registered here alone, so no other route accepts form data.
 */
export const uploadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
  app.post('/uploads', { schema: uploadImageRoute, config: { roles: ['admin'] } }, async (request, reply) => {
    const content = await readUploadedFile(request);
    reply.code(201);
    return storeImage(content, { storageDir: app.config.storageDir, now: new Date() });
  });
};
