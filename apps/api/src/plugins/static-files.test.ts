import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('/storage images', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    writeFileSync(path.join(ctx.storageDir, 'console.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => ctx.close());

  it('may be shown by any site: Cross-Origin-Resource-Policy cross-origin', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const image = await ctx.app.inject({ method, url: '/storage/console.svg' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['cross-origin-resource-policy'], method).toBe('cross-origin');
    }
  });

  it('opens nothing else to other sites', async () => {
    for (const url of ['/api/health', '/storage/missing.png']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-site');
    }
  });
});

// docs/decisions/0049: the service worker is asked anew on every start, so a release reaches an installed
// app; the manifest is read as one.
describe('the installable app files', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ruangmain-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>RuangMain</title><div id="root">${'<p>Main bareng teman</p>'.repeat(100)}</div>`,
    );
    writeFileSync(path.join(webDist, 'sw.js'), "define(['./workbox-1'], () => {});");
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"RuangMain"}');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
    ctx = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the service worker to be checked on every start, under the site policy', async () => {
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    const chunk = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a page once read, compressed once, and a 304 to a browser that has it', async () => {
    const home = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain('Main bareng teman');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(unknown.body).toContain('<div id="root">');
  });

  it('serves the web app manifest as one', async () => {
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
