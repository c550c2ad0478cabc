import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, type Managers, signInManagers } from '../../../test/manage';
import { createTestApp, type TestContext } from '../../../test/test-app';

/** A multipart body holding one file, as a browser's FormData sends it. */
function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----ruangmain-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
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

  it('is for admins only: visitors 401, customers and the front desk 403', async () => {
    await expectAdminOnly(ctx.app, managers, 'POST', '/uploads');
  });
});
