import { MAX_UPLOAD_BYTES } from '@ruangmain/domain/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';

const MAX_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;
/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;
/** The `boundary` parameter of a content type, quoted or not. */
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i;

/** What the multipart parser refuses about the parts themselves: more than the one file, or a name it will not hold. */
const EXTRA_PART_ERRORS = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

const required = () =>
  new AppError('validation', apiText('upload.fileRequired'), { errors: { file: ['validation.required'] } });

/**
 * Reads the one file of a multipart request. A missing or unusable file is a 422 naming the field; a
 * body that cannot be multipart form data (no boundary, bytes cut short or malformed, more than the
 * one part) is a 400 saying so, never the parser's own error (docs/decisions/0040).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('validation', apiText('upload.notMultipart'), {
      errors: { file: ['validation.required'] },
    });
  }
  checkBoundary(request.headers['content-type'] ?? '');
  try {
    const file = await request.file();
    // Absent, or sent under another name: either way there is no image to store.
    if (file?.fieldname !== 'file') throw required();
    return await file.toBuffer();
  } catch (error) {
    throw toUploadError(error);
  }
}

/** Refuses a boundary the body could never be split by, before the parser is given the body. */
function checkBoundary(contentType: string): void {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  const boundary = (match?.[1] ?? match?.[2] ?? '').trim();
  if (!boundary) {
    throw new AppError('bad_request', apiText('upload.noBoundary'));
  }
  if (boundary.length > MAX_BOUNDARY_LENGTH) {
    throw new AppError('bad_request', apiText('upload.boundaryTooLong', { max: MAX_BOUNDARY_LENGTH }));
  }
}

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('validation', apiText('upload.tooLarge', { max: MAX_MEGABYTES }), {
      errors: { file: ['validation.max.file'] },
    });
  }
  if (typeof code === 'string' && EXTRA_PART_ERRORS.has(code)) {
    return new AppError('bad_request', apiText('upload.onePart'));
  }
  // Everything else the parser raises is about the bytes the client sent: busboy's "Unexpected end of
  // form", "Malformed part header", "Part terminated early", a body that ends before its parts do.
  return new AppError('bad_request', apiText('upload.malformed'));
}
