import { uploadImageEndpoint } from '@ruangmain/domain/contracts/uploads';
import { call } from '@/lib/api-client';

/**
 * POST /api/admin/uploads: one image as a multipart form (field `file`); answers the stored path for
 * an `image` field.
 */
export function uploadImage(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return call(uploadImageEndpoint, { body: form, signal });
}
