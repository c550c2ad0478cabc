// Routes served with their data (docs/decisions/0025): the web app's renderer draws the page from the
// server's own catalogue answers, once per catalogue version; a query, a failed answer or a missing
// renderer falls back to the static document; the renderer and its templates are never served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const SLOT = '<!--root-->';
const page = (root: string) => `<!doctype html><title>RuangMain</title>${root}</body>`;

const DOCUMENTS: Record<string, string> = {
  'index.html': page('<div id="root" data-route="/"></div>'),
  'pages/games.html': page('<div id="root" data-route="/games"><p>skeleton</p></div>'),
  'pages/games.data.html': page(`<div id="root" data-route="/games">${SLOT}</div>`),
  'pages/faq.html': page('<div id="root" data-route="/faq"><p>skeleton</p></div>'),
  'pages/faq.data.html': page(`<div id="root" data-route="/faq">${SLOT}</div>`),
};

// Stands in for apps/web/src/app/prerender.tsx: renders the consoles it is answered, counts its renders,
// and fails the FAQ's first data.
const RENDERER = `
export async function renderPageWithData(path, answer) {
  globalThis.rendersOfTest = (globalThis.rendersOfTest ?? 0) + 1;
  const { status, body } = await answer(path === '/faq' ? '/api/public/no-such-list' : '/api/public/consoles');
  if (status !== 200) return null;
  const names = JSON.parse(body).data.map((item) => item.name).join(', ');
  return { markup: '<ul>$&' + names + '</ul>', data: '<script type="application/json">' + body.length + '</script>' };
}`;

const ROUTES = {
  routes: [
    { path: '/', document: 'index.html' },
    { path: '/games', document: 'pages/games.html', template: 'pages/games.data.html' },
    { path: '/faq', document: 'pages/faq.html', template: 'pages/faq.data.html' },
  ],
  renderer: { module: 'server/prerender.mjs', slot: SLOT },
};

const renders = () => (globalThis as { rendersOfTest?: number }).rendersOfTest ?? 0;

describe('routes served with their data', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ruangmain-web-'));
    mkdirSync(path.join(webDist, 'pages'), { recursive: true });
    mkdirSync(path.join(webDist, 'server'), { recursive: true });
    for (const [name, html] of Object.entries(DOCUMENTS)) writeFileSync(path.join(webDist, name), html);
    writeFileSync(path.join(webDist, 'server', 'prerender.mjs'), RENDERER);
    writeFileSync(path.join(webDist, 'routes.json'), JSON.stringify(ROUTES));
    ctx = await createTestApp({ WEB_DIST_DIR: webDist });
    await ctx.db.execute("insert into consoles (name) values ('PS5'), ('Nintendo Switch')");
  });
  beforeEach(() => ctx.app.catalogueCache.invalidate());
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('renders the page with the catalogue into its template, the answers beside #root', async () => {
    const response = await get('/games');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The markup goes in as it is ("$&" is no replacement pattern), the data element before </body>.
    expect(response.body).toMatch(
      /^<!doctype html><title>RuangMain<\/title><div id="root" data-route="\/games"><ul>\$&PS5, [^<]+<\/ul><\/div><script type="application\/json">\d+<\/script><\/body>$/,
    );
  });

  it('renders once per catalogue version: again only after the catalogue changed', async () => {
    const before = renders();
    const first = (await get('/games')).body;
    expect((await get('/games')).body).toBe(first);
    expect(renders()).toBe(before + 1);

    await ctx.db.execute("update consoles set name = 'PS5 Pro' where name = 'PS5'");
    ctx.app.catalogueCache.invalidate();
    const changed = (await get('/games')).body;
    expect(renders()).toBe(before + 2);
    expect(changed).toContain('PS5 Pro');
    await ctx.db.execute("update consoles set name = 'PS5' where name = 'PS5 Pro'");
  });

  it('sends the static document for an address with a query, and when an answer failed', async () => {
    expect((await get('/games?page=2')).body).toBe(DOCUMENTS['pages/games.html']);
    const before = renders();
    expect((await get('/faq')).body).toBe(DOCUMENTS['pages/faq.html']);
    // A failure is not kept: the next request tries again.
    expect((await get('/faq')).body).toBe(DOCUMENTS['pages/faq.html']);
    expect(renders()).toBe(before + 2);
  });

  it('never serves the renderer or the templates', async () => {
    for (const url of ['/server/prerender.mjs', '/pages/games.data.html']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
