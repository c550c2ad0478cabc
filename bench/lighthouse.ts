// Lighthouse (mobile profile) on pages of the built product with demo data, in Debian's Chromium.
// Run: npm run build && npx tsx bench/lighthouse.ts [/path ...]   (default: /)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductServer } from '../scripts/product-server';
import { saveResults } from './lib/load';

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

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
      initialScriptKbTransferred: Math.round((scriptBytes / 1024) * 10) / 10,
    };
    results.push(result);
    console.table([result]);
  }
  console.info(`saved ${saveResults('lighthouse', { results })}`);
} finally {
  chrome.kill();
  await server.stop();
}
