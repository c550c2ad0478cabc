// The web app's route documents (docs/decisions/0018): each route pattern of routes.json gets its own
// document, an unknown page the not-found route's, and the CSP admits the inline scripts of them all.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','light')";
const OTHER_SCRIPT = "document.documentElement.dataset.page='games'";

const page = (body: string, script = THEME_SCRIPT) =>
  `<!doctype html><title>RuangMain</title><script>${script}</script>${body}`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const DOCUMENTS: Record<string, string> = {
  'index.html': page('<div id="root" data-route="/"><h1>Never Stop Playing!</h1></div>'),
  'shell.html': page('<div id="root"></div>'),
  'pages/games.html': page('<div id="root" data-route="/games"><h1>Games</h1></div>', OTHER_SCRIPT),
  'pages/auth/reset-password.html': page('<div id="root" data-route="/reset-password/:token?"></div>'),
  'pages/not-found.html': page('<div id="root" data-route="*"></div>'),
};

const ROUTES = {
  routes: [
    { path: '/', document: 'index.html' },
    { path: '/games', document: 'pages/games.html' },
    { path: '/reset-password/:token?', document: 'pages/auth/reset-password.html' },
    { path: '*', document: 'pages/not-found.html' },
  ],
};

describe('route documents', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ruangmain-web-'));
    mkdirSync(path.join(webDist, 'pages', 'auth'), { recursive: true });
    for (const [name, html] of Object.entries(DOCUMENTS)) writeFileSync(path.join(webDist, name), html);
    writeFileSync(path.join(webDist, 'routes.json'), JSON.stringify(ROUTES));
    ctx = await createTestApp({ WEB_DIST_DIR: webDist });
  });

  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("serves each route's document, whatever its query or trailing slash", async () => {
    for (const url of ['/games', '/games?page=2', '/games/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(DOCUMENTS['pages/games.html']);
    }
    expect((await get('/')).body).toBe(DOCUMENTS['index.html']);
  });

  it('matches route parameters, optional ones with or without a value', async () => {
    for (const url of ['/reset-password/abc123', '/reset-password']) {
      expect((await get(url)).body, url).toBe(DOCUMENTS['pages/auth/reset-password.html']);
    }
  });

  it("answers an unknown page with the not-found route's document, an unknown API path with JSON", async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(DOCUMENTS['pages/not-found.html']);
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });

  it('admits the inline scripts of every document in the content security policy', async () => {
    const policy = String((await get('/games')).headers['content-security-policy']);
    expect(policy).toContain(hashOf(THEME_SCRIPT));
    expect(policy).toContain(hashOf(OTHER_SCRIPT));
  });
});
