// Lighthouse (mobile profile, 3 runs, medians) on every customer route of the built product, served by
// the API on the embedded defaults, in Debian's Chromium. The logged-in pages are measured as a
// customer created for the run and logged in through /login.
// Run: npm run build && npx tsx bench/lighthouse.ts [--runs N] [/path ...]   (default: every route)
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startProductServer } from '../scripts/product-server';
import { createCustomer, logIn } from './lib/customer';
import { medianFigures, type RunFigures, runLighthouse } from './lib/lighthouse-run';
import { saveResults } from './lib/load';

const VISITOR_ROUTES = ['/', '/rent', '/games', '/faq', '/food-drinks', '/login', '/register'];
const CUSTOMER_ROUTES = ['/profile', '/book-history', '/profile-rewards'];

/** The goal per route (docs/decisions/0018): a row that misses one is marked. */
const GOAL = { score: 97, fcpMs: 1_000, lcpMs: 2_000, tbtMs: 100, cls: 0.02 };

function parseArguments(argv: string[]) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const named = argv.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);
  const routes = named.length > 0 ? named : [...VISITOR_ROUTES, ...CUSTOMER_ROUTES];
  return { runs, routes };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function misses(figures: RunFigures): string[] {
  const missed: string[] = [];
  if (figures.score < GOAL.score) missed.push('score');
  if (figures.fcpMs > GOAL.fcpMs) missed.push('FCP');
  if (figures.lcpMs > GOAL.lcpMs) missed.push('LCP');
  if (figures.tbtMs > GOAL.tbtMs) missed.push('TBT');
  if (figures.cls > GOAL.cls) missed.push('CLS');
  return missed;
}

function markdownTable(rows: Array<{ route: string; figures: RunFigures }>, runs: number): string {
  const lines = [
    `| route (median of ${runs}) | score | FCP | LCP | TBT | CLS | JS transferred | misses |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(({ route, figures }) =>
      [
        `\`${route}\``,
        figures.score,
        seconds(figures.fcpMs),
        seconds(figures.lcpMs),
        `${Math.round(figures.tbtMs)} ms`,
        figures.cls.toFixed(3),
        kb(figures.jsBytes),
        misses(figures).join(', ') || '—',
      ].join(' | '),
    ),
  ];
  return lines.map((line) => (line.startsWith('|') ? line : `| ${line} |`)).join('\n');
}

const { runs, routes } = parseArguments(process.argv.slice(2));
const server = await startProductServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const rows: Array<{ route: string; figures: RunFigures; runs: RunFigures[] }> = [];
try {
  // Visitors first: the customer's session, once logged in, stays in the browser's localStorage.
  const ordered = [
    ...routes.filter((route) => !CUSTOMER_ROUTES.includes(route)),
    ...routes.filter((route) => CUSTOMER_ROUTES.includes(route)),
  ];
  let isLoggedIn = false;
  for (const route of ordered) {
    if (CUSTOMER_ROUTES.includes(route) && !isLoggedIn) {
      await logIn(browser, server.baseUrl, await createCustomer(server.baseUrl));
      isLoggedIn = true;
    }
    const routeRuns: RunFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      routeRuns.push(await runLighthouse(`${server.baseUrl}${route}`, chrome.port));
    }
    const figures = medianFigures(routeRuns);
    rows.push({ route, figures, runs: routeRuns });
    console.info(
      `${route}: score ${figures.score}, LCP element ${figures.lcpElement}; scripts: ${figures.scripts
        .map((script) => `${script.path} ${kb(script.bytes)}`)
        .join(', ')}`,
    );
  }
  console.info(`\n${markdownTable(rows, runs)}\n`);
  console.info(`saved ${saveResults('lighthouse', { runs, rows })}`);
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
}
