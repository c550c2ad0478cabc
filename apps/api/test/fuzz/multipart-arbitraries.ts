import fc from 'fast-check';
import { encodeMultipart, type MultipartPart } from '../multipart';

/** A body sent as bytes under its own content type: multipart forms, whole or broken. */
export type BytesBody = { kind: 'bytes'; contentType: string; payload: Buffer };

// Three-by-two pictures, the smallest real uploads, and files that only look like one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4oREFQQxwFgBQAAe9VEwUzAAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAwACAIAAAExpccgoWiH5BAUAAAAALAAAAAADAAIAAAICjF8AOw==', 'base64');
const WEBP = Buffer.from(
  'UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoDAAIAAUAmJaACdAFAAAD+77zxU/+4OP/7g4//uDj90wAA',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const content: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(PNG, GIF, WEBP) },
  { weight: 2, arbitrary: fc.constantFrom(Buffer.alloc(0), SVG, Buffer.from('not an image\n')) },
  // A real picture's head with its tail cut off or replaced, and bytes of nothing at all.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(PNG, GIF, WEBP), fc.nat(), fc.uint8Array({ maxLength: 40 }))
      .map(([image, cut, tail]) => Buffer.concat([image.subarray(0, cut % image.length), tail])),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
);

const part: fc.Arbitrary<MultipartPart> = fc.record(
  {
    name: fc.oneof(
      { weight: 8, arbitrary: fc.constant('file') },
      { weight: 1, arbitrary: fc.constantFrom('photo', 'image', '__proto__', 'constructor', '', 'fi"le') },
    ),
    filename: fc.constantFrom('photo.png', 'Cover.GIF', 'logo.svg', '../../etc/passwd', '', '😀.webp'),
    type: fc.constantFrom('image/png', 'image/gif', 'image/webp', 'image/svg+xml', 'text/plain'),
    content,
  },
  // A part without a filename is a plain field; without a type, what a browser sends for text.
  { requiredKeys: ['name', 'content'] },
);

const TOKEN_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.'.split('');

/** A boundary a browser might choose (1 to 70 characters), or one the RFC forbids. */
const boundary = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 1, maxLength: 70 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'x'.repeat(71), 'y'.repeat(80), 'z'.repeat(5000)) },
);

/** How the content type announces the boundary: as a browser does, or wrongly. */
const announce = (chosen: string) =>
  fc.constantFrom(
    `multipart/form-data; boundary=${chosen}`,
    `multipart/form-data; boundary=${chosen}`,
    `multipart/form-data; boundary="${chosen}"`,
    `Multipart/Form-Data; charset=utf-8; BOUNDARY=${chosen}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    `multipart/form-data; boundary=other-${chosen}`,
  );

/** What can happen to a form's bytes on the way: nothing, most often. */
const damage = fc.oneof(
  { weight: 5, arbitrary: fc.constant((bytes: Buffer) => bytes) },
  {
    weight: 2,
    arbitrary: fc.nat().map((cut) => (bytes: Buffer) => bytes.subarray(0, cut % (bytes.length + 1))),
  },
  { weight: 1, arbitrary: fc.constant((bytes: Buffer) => bytes.subarray(0, bytes.lastIndexOf('--\r\n'))) },
  {
    weight: 1,
    arbitrary: fc.constant((bytes: Buffer) =>
      Buffer.from(bytes.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 60 })
      .map((garbage) => (bytes: Buffer) => Buffer.concat([Buffer.from(garbage), bytes])),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => (bytes: Buffer) => {
      const changed = Buffer.from(bytes);
      if (changed.length > 0) changed[at % changed.length] = byte;
      return changed;
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      (_bytes: Buffer) => Buffer.alloc(0),
      (_bytes: Buffer) => Buffer.from('{"file":"x"}'),
    ),
  },
);

/**
 * Multipart form data as browsers send it (one image in the field `file`) and every way it goes
 * wrong: other, extra or no parts, empty and non-image files, a boundary missing, empty, too long or
 * not the body's, bytes cut short, garbled or not multipart at all (docs/decisions/0040).
 */
export const multipartBody: fc.Arbitrary<BytesBody> = boundary.chain((chosen) =>
  fc
    .record({
      parts: fc.oneof(
        { weight: 6, arbitrary: fc.array(part, { minLength: 1, maxLength: 1 }) },
        { weight: 2, arbitrary: fc.array(part, { maxLength: 3 }) },
      ),
      contentType: announce(chosen),
      damage,
    })
    .map(({ parts, contentType, damage: harm }) => ({
      kind: 'bytes' as const,
      contentType,
      payload: harm(encodeMultipart(parts, chosen)),
    })),
);

/** Whether a route's contract takes form data (its `consumes`, as OpenAPI reads it). */
export const takesMultipart = (schema: unknown): boolean =>
  ((schema as { consumes?: unknown } | undefined)?.consumes as string[] | undefined)?.includes(
    'multipart/form-data',
  ) ?? false;
