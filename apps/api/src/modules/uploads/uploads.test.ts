import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, type Managers, signInManagers } from '../../../test/manage';
import { encodeMultipart, multipartType, TEST_BOUNDARY } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

/** A multipart body holding one file, as a browser's FormData sends it. */
function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  return {
    payload: encodeMultipart([{ name: field, filename, type, content }]),
    headers: { 'content-type': multipartType() },
  };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

describe('POST /api/admin/uploads (issue 17: one image, checked by content, resized, stored)', () => {
  let ctx: TestContext;
  let managers: Managers;

  beforeAll(async () => {
    ctx = await createTestApp();
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  const upload = (body: ReturnType<typeof multipart>, headers = managers.admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });

  it('stores a large PNG as WebP at most 1600 px wide under the storage folder, served at /storage', async () => {
    const response = await upload(multipart(await picture(2400, 1200), 'Room Photo.PNG', 'image/png'));
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json().path as string;
    expect(stored).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    const file = path.join(ctx.storageDir, stored);
    expect(existsSync(file)).toBe(true);
    expect(await sharp(readFileSync(file)).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    const served = await ctx.app.inject({ method: 'GET', url: `/storage/${stored}` });
    expect(served.statusCode).toBe(200);
  });

  it('keeps a small image its size (never enlarged)', async () => {
    const response = await upload(multipart(await picture(300, 200), 'cover.png', 'image/png'));
    const metadata = await sharp(readFileSync(path.join(ctx.storageDir, response.json().path))).metadata();
    expect(metadata).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a text file renamed .png with a clear 422, never a 500', async () => {
    const response = await upload(multipart(Buffer.from('not an image at all\n'), 'photo.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The file must be an image (JPEG, PNG, WebP or GIF).',
      errors: { file: ['validation.image'] },
    });
  });

  it('refuses an SVG, which could carry script, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload(multipart(svg, 'logo.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['validation.image'] });
  });

  it('refuses a file over 5 MB with the limit in the message', async () => {
    const response = await upload(multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'huge.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The image may not be greater than 5 MB.',
      errors: { file: ['validation.max.file'] },
    });
  });

  it('refuses a request without the file: JSON, or the file under another field', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { file: 'x' },
      headers: managers.admin,
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['validation.required'] });
    const other = await upload(multipart(await picture(10, 10), 'a.png', 'image/png', 'photo'));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('The file is required.');
  });

  // Issue 27 item 7: whatever the bytes, a broken upload is the client's error, a 4xx that says what is
  // wrong, never a 500 (the parser and sharp threw before the route could answer).
  const MALFORMED = 'The upload is not valid multipart form data: it is malformed or cut short.';
  const NO_BOUNDARY = 'The upload must be sent as multipart/form-data with a boundary.';
  const ONE_PART = 'The upload may hold one part only: the image, in the field file.';
  const LONG_BOUNDARY = 'x'.repeat(80);
  const malformedUploads: Array<{
    case: string;
    contentType: string;
    body: () => Promise<Buffer | string>;
    status: number;
    answer: Record<string, unknown>;
  }> = [
    {
      case: 'multipart/form-data without a boundary',
      contentType: 'multipart/form-data',
      body: async () => encodeMultipart([{ name: 'file', filename: 'a.png', content: await picture(8, 8) }]),
      status: 400,
      answer: { message: NO_BOUNDARY },
    },
    {
      case: 'an empty boundary',
      contentType: 'multipart/form-data; boundary=',
      body: async () =>
        encodeMultipart([{ name: 'file', filename: 'a.png', content: await picture(8, 8) }], ''),
      status: 400,
      answer: { message: NO_BOUNDARY },
    },
    {
      case: 'an empty quoted boundary',
      contentType: 'multipart/form-data; boundary=""',
      body: async () => encodeMultipart([{ name: 'file', filename: 'a.png', content: await picture(8, 8) }]),
      status: 400,
      answer: { message: NO_BOUNDARY },
    },
    {
      case: 'an 80-character boundary (RFC 2046 allows 70)',
      contentType: multipartType(LONG_BOUNDARY),
      body: async () =>
        encodeMultipart([{ name: 'file', filename: 'a.png', content: await picture(8, 8) }], LONG_BOUNDARY),
      status: 400,
      answer: { message: 'The multipart boundary may not be longer than 70 characters.' },
    },
    {
      case: 'a body that is not multipart',
      contentType: multipartType(),
      body: async () => 'just a line of text, no parts at all',
      status: 400,
      answer: { message: MALFORMED },
    },
    {
      case: 'a body cut short inside the file',
      contentType: multipartType(),
      body: async () =>
        encodeMultipart([{ name: 'file', filename: 'a.png', content: await picture(64, 64) }]).subarray(
          0,
          160,
        ),
      status: 400,
      answer: { message: MALFORMED },
    },
    {
      case: 'a body cut short inside the part headers',
      contentType: multipartType(),
      body: async () => `--${TEST_BOUNDARY}\r\nContent-Disposition: form-da`,
      status: 400,
      answer: { message: MALFORMED },
    },
    {
      case: 'a form field before the file',
      contentType: multipartType(),
      body: async () =>
        encodeMultipart([
          { name: 'title', content: 'Room photo' },
          { name: 'file', filename: 'a.png', content: await picture(8, 8) },
        ]),
      status: 400,
      answer: { message: ONE_PART },
    },
    {
      case: 'a file under a name that would reach the prototype',
      contentType: multipartType(),
      body: async () =>
        encodeMultipart([{ name: '__proto__', filename: 'a.png', content: await picture(8, 8) }]),
      status: 400,
      answer: { message: ONE_PART },
    },
    {
      case: 'a 0-byte file',
      contentType: multipartType(),
      body: async () =>
        encodeMultipart([{ name: 'file', filename: 'empty.png', type: 'image/png', content: '' }]),
      status: 422,
      answer: {
        message: 'The file must be an image (JPEG, PNG, WebP or GIF).',
        errors: { file: ['validation.image'] },
      },
    },
  ];

  it.each(malformedUploads)('answers $case with $status and a clear message', async (example) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: await example.body(),
      headers: { ...managers.admin, 'content-type': example.contentType },
    });
    expect(response.statusCode, response.body).toBe(example.status);
    expect(response.json()).toEqual(example.answer);
  });

  const uploadTrail = () =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      query: { action: 'image.upload' },
      headers: managers.admin,
    });

  it('writes who stored which image, when, to the audit trail (issue 27 item 3)', async () => {
    const admin = (
      await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: managers.admin })
    ).json().user;
    const response = await upload(multipart(await picture(2000, 1000), 'counter.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json().path as string;
    const trail = await uploadTrail();
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data[0]).toEqual({
      id: expect.any(Number),
      actor: { id: admin.id, name: admin.name, role: 'admin' },
      action: 'image.upload',
      subject_type: 'image',
      subject_id: 0,
      subject_label: stored,
      before: null,
      after: {
        path: stored,
        type: 'image/webp',
        size: statSync(path.join(ctx.storageDir, stored)).size,
        width: 1600,
        height: 800,
      },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });

  it('writes no trail row for an upload it refuses', async () => {
    const before = (await uploadTrail()).json().total as number;
    const text = await upload(multipart(Buffer.from('not an image\n'), 'photo.png', 'image/png'));
    const empty = await upload(multipart(Buffer.alloc(0), 'photo.png', 'image/png'));
    expect([text.statusCode, empty.statusCode]).toEqual([422, 422]);
    expect((await uploadTrail()).json().total).toBe(before);
  });

  it('is for admins only: visitors 401, customers and the front desk 403', async () => {
    await expectAdminOnly(ctx.app, managers, 'POST', '/uploads');
  });
});
