import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';
import { AppError } from './lib/errors';
import { apiText } from './texts/local-text';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','light')";
const APP_SCRIPT = `console.info(${JSON.stringify('app '.repeat(400))})`;

describe('API shell', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ruangmain-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    // As apps/web builds it: the prerendered home page and the plain shell, both with the inline
    // theme script, and Brotli files beside the text files.
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>RuangMain</title><script>${THEME_SCRIPT}</script><div id="root"><h1>Never Stop Playing!</h1></div>`,
    );
    writeFileSync(
      path.join(webDist, 'shell.html'),
      `<!doctype html><title>RuangMain</title><script>${THEME_SCRIPT}</script><div id="root"></div>`,
    );
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.info("app")');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), APP_SCRIPT);
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_SCRIPT));
    ctx = await createTestApp({ WEB_DIST_DIR: webDist }, (app) => {
      const Body = z.object({
        name: z.string().min(3, 'Full Name must be at least 3 characters'),
        email: z.email('Invalid email address').optional(),
        phone: z.string().regex(/^08\d+$/, "Phone number must start with '08' for Indonesian numbers"),
        visitors: z.number().int().max(10),
      });
      app.post('/api/test/echo', { schema: { body: Body } }, async (request) => request.body);
      app.get('/api/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/src/db.ts:12');
      });
      app.get('/api/test/conflict', async () => {
        throw Object.assign(new Error('conflicting key value violates exclusion constraint'), {
          code: '23P01',
        });
      });
      app.get('/api/test/app-error', async () => {
        throw new AppError('forbidden', apiText('request.staffOnly'));
      });
    });
    writeFileSync(path.join(ctx.storageDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with the database engine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: ctx.engine });
  });

  it('answers unknown API paths with a JSON 404, even when the client accepts HTML', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nope' });
    expect(post.statusCode).toBe(404);
  });

  it('answers validation failures with 422 and Laravel-style rule codes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Al', email: 'not-an-email', phone: '628123', visitors: 11 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({
      name: ['validation.min.string'],
      email: ['validation.email'],
      phone: ['validation.regex'],
      visitors: ['validation.max.numeric'],
    });
    expect(body.message).toContain('name: Full Name must be at least 3 characters');
  });

  it('names missing fields validation.required', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['validation.required'],
      phone: ['validation.required'],
      visitors: ['validation.required'],
    });
  });

  it('answers malformed JSON with 400 and a plain message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('hides the details of unexpected errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('secret_table');
  });

  it('maps an exclusion violation to 409 Unit is already booked', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Unit is already booked' });
  });

  it('maps AppError codes to statuses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is for staff only.' });
  });

  // docs/decisions/0050: the client's Accept-Language picks the message's language; none, `*` or a
  // language the catalogue lacks keeps today's text.
  it.each([
    ['id', 'Tindakan ini hanya untuk staf.'],
    ['id-ID,id;q=0.9,en;q=0.8', 'Tindakan ini hanya untuk staf.'],
    ['en', 'This action is for staff only.'],
    ['fr-FR,en;q=0.5,id;q=0.7', 'Tindakan ini hanya untuk staf.'],
    ['*', 'This action is for staff only.'],
    ['ja', 'This action is for staff only.'],
  ])('says an error in the language of Accept-Language %s', async (acceptLanguage, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/app-error',
      headers: { 'accept-language': acceptLanguage },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
  });

  it('says a refused body in Indonesian, the field named as sent', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'id' },
      payload: { phone: '0812345678', visitors: 2 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'name: Kolom ini wajib diisi.',
      errors: { name: ['validation.required'] },
    });
  });

  it.each(['/', '/games', '/storage/logo.svg', '/assets/index-abc123.js'])(
    'sends a strict Content Security Policy with %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src 'self' https://www.google.com");
    },
  );

  it("admits the built documents' inline theme script by its hash, and no other inline script", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('sends the other security headers with API answers too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses cross-origin requests from origins that are not configured', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the SPA with history fallback and immutable assets', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/games?page=2',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Every page but the home page starts from the plain shell, never from the prerendered home.
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('Never Stop Playing!');

    const home = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<div id="root"><h1>Never Stop Playing!</h1></div>');
    const homeWithQuery = await ctx.app.inject({ method: 'GET', url: '/?utm_source=x' });
    expect(homeWithQuery.body).toContain('Never Stop Playing!');

    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The build's Brotli file is sent as is to a client that accepts it, the plain file to others.
    const brotli = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(APP_SCRIPT));
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);

    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('serves files under /storage and refuses paths outside it', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: '/storage/logo.svg' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    const traversal = await ctx.app.inject({ method: 'GET', url: '/storage/../package.json' });
    expect(traversal.statusCode).toBe(404);
  });
});
