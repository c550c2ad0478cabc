import { MAX_UPLOAD_BYTES } from '@ruangmain/domain/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

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
  new AppError('validation', 'The file is required.', { errors: { file: ['validation.required'] } });

/**
 * Reads the one file of a multipart request. A missing or unusable file is a 422 naming the field; a
 * body that cannot be multipart form data (no boundary, bytes cut short or malformed, more than the
 * one part) is a 400 saying so, never the parser's own error (docs/decisions/0040).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('validation', 'The image must be sent as a file (multipart/form-data, field file).', {
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
    throw new AppError('bad_request', 'The upload must be sent as multipart/form-data with a boundary.');
  }
  if (boundary.length > MAX_BOUNDARY_LENGTH) {
    throw new AppError(
      'bad_request',
      `The multipart boundary may not be longer than ${MAX_BOUNDARY_LENGTH} characters.`,
    );
  }
}

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('validation', `The image may not be greater than ${MAX_MEGABYTES} MB.`, {
      errors: { file: ['validation.max.file'] },
    });
  }
  if (typeof code === 'string' && EXTRA_PART_ERRORS.has(code)) {
    return new AppError('bad_request', 'The upload may hold one part only: the image, in the field file.');
  }
  // Everything else the parser raises is about the bytes the client sent: busboy's "Unexpected end of
  // form", "Malformed part header", "Part terminated early", a body that ends before its parts do.
  return new AppError(
    'bad_request',
    'The upload is not valid multipart form data: it is malformed or cut short.',
  );
}
