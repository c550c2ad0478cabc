import { z } from 'zod';
import { authedErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

/**
 * POST /api/admin/uploads (issue 17 "Manage the venue"): one image as multipart form data (field
 * `file`), admins only. The server reads the type from the content, not the name, re-encodes it as
 * WebP at most 1600 px on its longer side, stores it under STORAGE_DIR and answers its path, which an
 * `image` field then holds (served at /storage/{path}).
 */

/** The most an upload may weigh before it is re-encoded. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What the site shows images at, at most, on the longer side. */
export const MAX_IMAGE_SIDE = 1600;

export const UploadedImageSchema = z.object({
  /** Relative to the storage folder: 'uploads/2026/11/3f9c….webp'. */
  path: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const uploadImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/uploads',
  multipart: { file: 'file' },
  response: { 201: UploadedImageSchema, ...authedErrorResponses },
  tags: ['admin'],
  summary:
    'Stores one image (multipart field `file`: JPEG, PNG, WebP or GIF, at most 5 MB) as WebP (admins only)',
});
