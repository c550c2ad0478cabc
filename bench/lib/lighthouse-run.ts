// One Lighthouse run (mobile profile, performance only) and the figures the bench reports of it.
import lighthouse from 'lighthouse';

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type LcpNode = { nodeLabel?: string; selector?: string };

export type RunFigures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript transferred during the load Lighthouse watched. */
  jsBytes: number;
  lcpElement: string;
  scripts: Array<{ path: string; bytes: number }>;
};

/** The element Lighthouse took as the Largest Contentful Paint, so a regression names its cause. */
function findLcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ type?: string; items?: Array<{ node?: LcpNode }> }> }
    | undefined;
  const node = details?.items?.find((item) => item.type === 'table')?.items?.[0]?.node;
  if (!node) return '(none)';
  return `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"`;
}

// Lighthouse sometimes loses the trace's navigation start in this Chromium (NO_NAVSTART), a fault of
// the recording, not of the page: such a run is made again, up to this many times.
const TRACE_ATTEMPTS = 3;

async function traceOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runnerResult;
    if (lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === TRACE_ATTEMPTS) return lhr;
  }
}

/**
 * Lighthouse on `url` in the Chromium listening on `port`. It empties the HTTP cache first; the
 * origin's localStorage (where the web app keeps a session) is kept, so a logged-in browser stays so.
 */
export async function runLighthouse(url: string, port: number): Promise<RunFigures> {
  const lhr = await traceOnce(url, port);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: a redirect would measure another page`);
  }
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ path: new URL(request.url).pathname, bytes: request.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    lcpElement: findLcpElement(lhr),
    scripts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each figure's median over the runs (each figure on its own), and the LCP element of the median run. */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const lcpMs = median(runs.map((run) => run.lcpMs));
  const typical = runs.find((run) => run.lcpMs === lcpMs) ?? runs[0];
  if (!typical) throw new Error('no runs');
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs,
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    jsBytes: median(runs.map((run) => run.jsBytes)),
    lcpElement: typical.lcpElement,
    scripts: typical.scripts,
  };
}
