/// <reference lib="dom" />
// The cash counter as a cashier meets it (issue 29): the board's first paint after the login, and a cash
// walk-in from an empty cell of the board to its printed receipt, on the built product on the embedded
// defaults, in Debian's Chromium at 1280 and 768 px. A person's typing is not timed: fields are filled
// at once, so the seconds are the product's (dialogs, answers, the board redrawn, the receipt drawn).
// Run: npm run build && npx tsx bench/desk-counter.ts [--runs N]   (default 5 per width)
import { addDays, weekdayOf } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import puppeteer, { type Page } from 'puppeteer-core';
import { createBenchDatabase, startBenchServer } from './lib/database';
import { saveResults } from './lib/load';
import { BENCH_ADMIN_PASSWORD } from './lib/log-in';

const WIDTHS = [1280, 768] as const;
const UNITS = ['PS5 Regular 1', 'PS5 Regular 2', 'PS4 Regular 1', 'PS4 Regular 2', 'PS4 Regular 3'];
const CELLS = ['11:00', '13:00', '15:00', '17:00', '19:00', '21:00'];

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > UNITS.length * CELLS.length)
  throw new Error(`--runs takes a whole number from 1 to ${UNITS.length * CELLS.length}`);

/** A Wednesday two weeks ahead: open 10:00–24:00 on the demo hours, empty on a fresh database. */
function benchDay(): string {
  let date = addDays(toLocalDateTime(new Date(), 'Asia/Jakarta').slice(0, 10), 14);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

const aria = (name: string) => `::-p-aria(${name})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Clicks (and choices in a list) a cashier makes, and the fields they type into. */
type Effort = { clicks: number; fields: number };

/** From the Login click to the board's units drawn, and how much of it came after the page changed. */
async function logInToBoard(page: Page, baseUrl: string): Promise<{ ms: number; afterRedirectMs: number }> {
  // The login page is prerendered: typed values are kept once the page has come to life.
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator(aria('Username or Phone Number')).fill('admin');
  await page.locator(aria('Password')).fill(BENCH_ADMIN_PASSWORD);
  const started = performance.now();
  await page.locator(aria('Login[role="button"]')).click();
  const redirected = page
    .waitForFunction(() => window.location.pathname === '/admin', { polling: 'mutation' })
    .then(() => performance.now());
  await page.waitForSelector('[data-testid="board-unit"]', { visible: true });
  const painted = performance.now();
  return { ms: painted - started, afterRedirectMs: painted - (await redirected) };
}

async function walkInToReceipt(
  page: Page,
  unit: string,
  cell: string,
): Promise<{ ms: number; effort: Effort }> {
  const effort: Effort = { clicks: 0, fields: 0 };
  const click = async (selector: string) => {
    await page.locator(selector).click();
    effort.clicks += 1;
  };
  const fill = async (selector: string, value: string) => {
    await page.locator(selector).fill(value);
    effort.fields += 1;
  };
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', String(performance.now()));
  });
  const started = await page.evaluate(() => performance.now());
  await click(aria(`Book ${unit} at ${cell}`));
  await page.waitForSelector(aria(`Walk-in on ${unit}`));
  await fill(aria('Name'), 'Agus Walkin');
  await fill(aria('Phone'), '081298765432');
  const gameSelect = await page.waitForSelector('select[name="game_id"]');
  await page.waitForFunction((select) => (select as HTMLSelectElement).options.length > 1, {}, gameSelect);
  const game = await gameSelect?.evaluate((select) => (select as HTMLSelectElement).options[1]?.value ?? '');
  await gameSelect?.select(game ?? '');
  effort.clicks += 1;
  await fill(aria('Cash received (Rp)'), '100000');
  await click(aria('Book[role="button"]'));
  const block = `[data-testid="board-unit"][data-unit="${unit}"] [data-testid="board-block"]`;
  await page.waitForSelector(block, { visible: true });
  await page.waitForSelector('select[name="game_id"]', { hidden: true });
  await click(block);
  await click(aria('Receipt[role="button"]'));
  await page.waitForSelector('[data-testid="receipt"] [data-row="final"]', { visible: true });
  await click(aria('Print[role="button"]'));
  const printed = Number(
    await page
      .waitForFunction(() => document.body.getAttribute('data-printed'))
      .then((handle) => handle.jsonValue()),
  );
  await page.keyboard.press('Escape');
  return { ms: printed - started, effort };
}

async function main() {
  const database = await createBenchDatabase('pglite');
  const server = await startBenchServer(database, { ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const day = benchDay();
  const report: Array<Record<string, unknown>> = [];
  try {
    let slot = 0;
    for (const width of WIDTHS) {
      const paints: number[] = [];
      const afterRedirect: number[] = [];
      const walkIns: number[] = [];
      let effort: Effort = { clicks: 0, fields: 0 };
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width, height: 900 });
        await page.emulateTimezone('Asia/Jakarta');
        const paint = await logInToBoard(page, server.baseUrl);
        paints.push(paint.ms);
        afterRedirect.push(paint.afterRedirectMs);
        await page.goto(`${server.baseUrl}/admin?date=${day}`);
        await page.waitForSelector('[data-testid="board-unit"]', { visible: true });
        const unit = UNITS[slot % UNITS.length] ?? '';
        const cell = CELLS[Math.floor(slot / UNITS.length)] ?? '';
        slot += 1;
        const walkIn = await walkInToReceipt(page, unit, cell);
        walkIns.push(walkIn.ms);
        effort = walkIn.effort;
        await context.close();
      }
      report.push({
        width,
        runs: RUNS,
        boardFirstPaintMs: { median: Math.round(median(paints)), max: Math.round(Math.max(...paints)) },
        afterRedirectMs: Math.round(median(afterRedirect)),
        walkInToReceiptMs: { median: Math.round(median(walkIns)), max: Math.round(Math.max(...walkIns)) },
        clicks: effort.clicks,
        fieldsTyped: effort.fields,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
  console.info(
    '| width | board first paint after login (median / max) | of it after the page changed (median) | walk-in, empty cell → printed receipt (median / max) | clicks | fields typed |',
  );
  console.info('|---|---|---|---|---|---|');
  for (const row of report) {
    const paint = row.boardFirstPaintMs as { median: number; max: number };
    const walkIn = row.walkInToReceiptMs as { median: number; max: number };
    console.info(
      `| ${row.width} px | ${paint.median} / ${paint.max} ms | ${row.afterRedirectMs} ms | ${(walkIn.median / 1000).toFixed(2)} / ${(walkIn.max / 1000).toFixed(2)} s | ${row.clicks} | ${row.fieldsTyped} |`,
    );
  }
  console.info(`saved ${saveResults('desk-counter', { day, report })}`);
}

await main();
