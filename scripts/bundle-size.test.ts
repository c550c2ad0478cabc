// The size check (`npm run check:size`, part of `npm test` after the build) on a small built app laid
// out as apps/web's build writes it: within budget it passes; a page over its budget, a document whose
// preloads differ from its route's chunks, or back-office code on a customer page fail it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUDGETS, measureRoutes } from './bundle-size';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;

type Chunk = { key: string; file: string; kb: number; imports?: string[]; sources?: string[] };

/** A built app: chunks of incompressible bytes (Brotli size ≈ the size given), documents, manifests. */
function writeBuild(dist: string, chunks: Chunk[], routes: Array<{ path: string; modules: string[] }>) {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const chunk of chunks) {
    const code = randomBytes(chunk.kb * KB);
    writeFileSync(path.join(dist, chunk.file), code);
    writeFileSync(path.join(dist, `${chunk.file}.br`), brotliCompressSync(code));
  }
  const manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.key,
      { file: chunk.file, imports: chunk.imports ?? [], src: chunk.key, isEntry: chunk.key === 'index.html' },
    ]),
  );
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dist, '.vite/chunk-modules.json'),
    JSON.stringify(Object.fromEntries(chunks.map((chunk) => [chunk.file, chunk.sources ?? [chunk.key]]))),
  );
  const fileOf = (key: string) => chunks.find((chunk) => chunk.key === key)?.file ?? key;
  const documents = routes.map((route) => {
    const document =
      route.path === '/' ? 'index.html' : `pages/${route.path.slice(1).replaceAll('/', '-')}.html`;
    // As the build writes it: the entry's script, then a modulepreload of every other chunk.
    const closure = measureClosure(chunks, route.modules);
    const [entry, ...others] = closure.map(fileOf);
    const html = [
      `<script type="module" crossorigin src="/${entry}"></script>`,
      ...others.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n');
    writeFileSync(path.join(dist, document), html);
    return { path: route.path, document, modules: route.modules };
  });
  writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ routes: documents }));
}

/** The keys `modules` reach through imports, in the order a document lists them. */
function measureClosure(chunks: Chunk[], modules: string[]): string[] {
  const seen: string[] = [];
  const visit = (key: string) => {
    if (seen.includes(key)) return;
    seen.push(key);
    for (const imported of chunks.find((chunk) => chunk.key === key)?.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return seen;
}

const CORE: Chunk[] = [
  { key: 'index.html', file: 'assets/index.js', kb: 1, imports: ['src/app/start-app.tsx'] },
  { key: 'src/app/start-app.tsx', file: 'assets/start-app.js', kb: 60, imports: ['_react.js'] },
  { key: '_react.js', file: 'assets/react.js', kb: 30 },
];
const HOME: Chunk = { key: 'src/app/routes/home.tsx', file: 'assets/home.js', kb: 5 };
const GAMES: Chunk = { key: 'src/app/routes/games.tsx', file: 'assets/games.js', kb: 20 };
const HOME_ROUTE = { path: '/', modules: ['index.html', 'src/app/start-app.tsx', HOME.key] };
const ROUTES = [HOME_ROUTE, { path: '/games', modules: ['index.html', 'src/app/start-app.tsx', GAMES.key] }];

describe('size check', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'ruangmain-size-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const runCheck = () =>
    new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/size-check.ts'],
        { cwd: root, env: { ...process.env, WEB_DIST_DIR: dist } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
      );
    });

  it('passes when every page is within its budget, each measured over its chunks', async () => {
    writeBuild(dist, [...CORE, HOME, GAMES], ROUTES);
    const [home, games] = measureRoutes(dist);
    expect(home?.files.sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
      'assets/start-app.js',
    ]);
    expect(home?.bytes).toBeGreaterThan(96 * KB);
    expect(home?.budget).toBe(BUDGETS.home);
    expect(games?.budget).toBe(BUDGETS.page);
    expect(home?.problems).toEqual([]);
    expect(games?.problems).toEqual([]);
    const { code, output } = await runCheck();
    expect(code, output).toBe(0);
  });

  it('fails when the home page is over 110 KB', async () => {
    writeBuild(dist, [...CORE, { ...HOME, kb: 20 }, GAMES], ROUTES);
    const { code, output } = await runCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/^\/: 1\d\d\.\d KB is over its budget of 110\.0 KB$/m);
  });

  it('fails when another page is over 150 KB', async () => {
    writeBuild(dist, [...CORE, HOME, { ...GAMES, kb: 61 }], ROUTES);
    const { code, output } = await runCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/^\/games: 15\d\.\d KB is over its budget of 150\.0 KB$/m);
    expect(output).not.toMatch(/^\/: /m);
  });

  it('counts the chunks a prerendered document lists to fetch after its first paint', async () => {
    writeBuild(dist, [...CORE, HOME, { ...GAMES, kb: 61 }], ROUTES);
    const listed = ['assets/index.js', 'assets/start-app.js', 'assets/react.js', 'assets/games.js'];
    writeFileSync(
      path.join(dist, 'pages/games.html'),
      `<script type="module" crossorigin src="/assets/index.js" data-modules="${listed.map((file) => `/${file}`).join(' ')}"></script>`,
    );
    const games = measureRoutes(dist).find((route) => route.path === '/games');
    expect(games?.files.sort()).toEqual([...listed].sort());
    expect(games?.problems).toEqual([expect.stringMatching(/^15\d\.\d KB is over its budget of 150\.0 KB$/)]);
    const { code, output } = await runCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/^\/games: 15\d\.\d KB is over its budget of 150\.0 KB$/m);
  });

  it('fails when a document preloads other chunks than its route runs', async () => {
    writeBuild(dist, [...CORE, HOME, GAMES], ROUTES);
    writeFileSync(
      path.join(dist, 'pages/games.html'),
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" href="/assets/home.js">',
    );
    const { code, output } = await runCheck();
    expect(code).toBe(1);
    expect(output).toContain('/games: pages/games.html does not preload assets/start-app.js');
    expect(output).toContain('/games: pages/games.html loads chunks the route does not: assets/home.js');
  });

  it('fails when back-office code reaches a customer page, and leaves back-office pages out', async () => {
    const admin: Chunk = { key: 'src/app/routes/admin/bookings.tsx', file: 'assets/admin.js', kb: 200 };
    const sharedWithAdmin = { ...GAMES, sources: [GAMES.key, 'src/features/admin/booking-table.tsx'] };
    writeBuild(
      dist,
      [...CORE, HOME, sharedWithAdmin, admin],
      [...ROUTES, { path: '/admin/bookings', modules: ['index.html', 'src/app/start-app.tsx', admin.key] }],
    );
    expect(measureRoutes(dist).map((route) => route.path)).toEqual(['/', '/games']);
    const { code, output } = await runCheck();
    expect(code).toBe(1);
    expect(output).toContain(
      '/games: assets/games.js holds back-office code: src/features/admin/booking-table.tsx',
    );
  });
});
