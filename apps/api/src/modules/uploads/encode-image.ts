import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_SIDE } from '@ruangmain/domain/contracts/admin-uploads';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** Raster formats a photo or a cover comes in. SVG is refused: it can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () =>
  new AppError('validation', 'The file must be an image (JPEG, PNG, WebP or GIF).', {
    errors: { file: ['validation.image'] },
  });

/**
 * Checks that `content` is an image by reading it (its name and declared type are not trusted),
 * re-encodes it as WebP no larger than 1600 px on its longer side (turned upright, metadata dropped),
 * writes it under `storageDir/uploads/yyyy/mm/` and returns its path relative to `storageDir`.
 */
export async function storeImage(
  content: Buffer,
  options: { storageDir: string; now: Date },
): Promise<{ path: string }> {
  const metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('validation', 'The image may not be larger than 40 megapixels.', {
      errors: { file: ['validation.dimensions'] },
    });
  }
  const webp = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
  const month = String(options.now.getUTCMonth() + 1).padStart(2, '0');
  const folder = path.posix.join('uploads', String(options.now.getUTCFullYear()), month);
  const relative = path.posix.join(folder, `${randomBytes(12).toString('hex')}.webp`);
  await mkdir(path.join(options.storageDir, folder), { recursive: true });
  await writeFile(path.join(options.storageDir, relative), webp, { flag: 'wx' });
  return { path: relative };
}
