// Lighthouse (mobile profile) on pages of the built product with demo data, in Debian's Chromium.
// Run: npm run build && npx tsx bench/lighthouse.ts [/path ...]   (default: /)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductServer } from '../scripts/product-server';
import { saveResults } from './lib/load';

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type LcpNode = { nodeLabel?: string; selector?: string; snippet?: string };

const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The element Lighthouse took as the Largest Contentful Paint, so a regression names its cause. */
function findLcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ type?: string; items?: Array<{ node?: LcpNode }> }> }
    | undefined;
  const node = details?.items?.find((item) => item.type === 'table')?.items?.[0]?.node;
  if (!node) return '(none)';
  return `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"`;
}

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const server = await startProductServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
});
const results: Array<Record<string, unknown>> = [];
try {
  for (const page of pages) {
    const runnerResult = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = runnerResult;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    // Every script the page fetched during the load Lighthouse watched (the initial JavaScript budget).
    const scripts = requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ script: new URL(request.url).pathname, kb: toKb(request.transferSize ?? 0) }))
      .sort((a, b) => b.kb - a.kb);
    const scriptBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
    const result = {
      page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
      initialScriptKbTransferred: toKb(scriptBytes),
    };
    const lcpElement = findLcpElement(lhr);
    results.push({ ...result, lcpElement, scripts });
    console.table([result]);
    console.info(`${page} LCP element: ${lcpElement}`);
    console.table(scripts);
  }
  console.info(`saved ${saveResults('lighthouse', { results })}`);
} finally {
  chrome.kill();
  await server.stop();
}
