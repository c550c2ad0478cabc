import { MAX_IMAGE_SIDE } from '@ruangmain/domain/contracts/uploads';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';

/** Raster formats a photo or a cover comes in. SVG is refused: it can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () =>
  new AppError('validation', apiText('upload.notImage'), {
    errors: { file: ['validation.image'] },
  });

/** An upload as it is stored: WebP, with its size in pixels. */
export type EncodedImage = { webp: Buffer; width: number; height: number };

/**
 * Checks that `content` is an image by reading it (its name and declared type are not trusted) and
 * re-encodes it as WebP no larger than 1600 px on its longer side (turned upright, metadata dropped).
 * Whatever sharp refuses is "not an image": some inputs (an empty file) make it throw at once rather
 * than reject, so both are caught here.
 */
export async function encodeImage(content: Buffer): Promise<EncodedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('validation', apiText('upload.tooManyPixels'), {
      errors: { file: ['validation.dimensions'] },
    });
  }
  try {
    const { data, info } = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}
