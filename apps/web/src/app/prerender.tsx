// Runs in Node, never in the browser. At build time (build/prerender-routes.ts) it renders the first
// paint of each prerendered route as a visitor without a session sees it in the default language and
// theme, and lists the requests its module starts first (docs/decisions/0006, 0018). The API server
// loads it too, to render the routes served with their data (docs/decisions/0025).
import '@/lib/i18n';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadPage } from '@/app/module-loader';
import { AppProvider } from '@/app/providers';
import { loadQueries } from '@/app/query-loader';
import { APP_ROUTES, routeModuleFile } from '@/app/route-table';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { type RenderedQueries, renderedQueriesElement } from '@/lib/rendered-queries';

/** Every route, as the build needs it to write the route's document. */
export const ROUTES = APP_ROUTES.map((route) => ({
  path: route.path,
  layout: route.layout,
  /** The module's source, relative to `src/`. */
  moduleFile: `app/${routeModuleFile(route).slice(2)}`,
  prerender: route.prerender === true,
  readsData: route.readsData,
  servedWithData: route.servedWithData === true,
}));

/** The URLs `start` fetches, without sending anything: each request is answered 404 at once. */
async function recordRequests(start: () => Promise<unknown> | undefined): Promise<string[]> {
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  try {
    await start();
  } finally {
    globalThis.fetch = realFetch;
  }
  return urls;
}

/** The markup of the route at `path` as the browser's first render draws it, with the query cache as it is. */
async function renderMarkup(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider isHydrating>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A page is sent whole: React would otherwise move a large part (the page's main content) out of
      // place, behind its loading fallback, for an inline script to put back (which the documents'
      // content security policy refuses) or hydration to reveal: the page would paint only once its
      // JavaScript has run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // React would hide a failed part behind its fallback and render it in the browser instead.
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}

/**
 * The markup of the page at `path` for `<div id="root">`, and the requests its module starts. The tree
 * is the one start-app.tsx hydrates (same providers and routes, so even useId values agree); only the
 * router is static.
 */
export async function prerenderPage(path: string): Promise<{ markup: string; requests: string[] }> {
  const { module } = await loadPage(path);
  const requests = await recordRequests(() => module?.prefetch?.(createQueryClient()));
  return { markup: await renderMarkup(path), requests };
}

/** An answer of the API server to a GET of the web app, as `answer` below gives it. */
export type ApiAnswer = { status: number; body: string };

// One render at a time: each fills the app's one query cache and stands in for `fetch` while it does.
let renderQueue: Promise<unknown> = Promise.resolve();

/**
 * The first paint of the route at `path` with its first data in it (docs/decisions/0025), for the API
 * server: its module's `prefetch` runs against `answer` (the server answering its own GETs, no network),
 * the page renders from the filled cache, and `data` is the element carrying those answers to the
 * browser. Null when an answer failed: the server then sends the document without data.
 */
export function renderPageWithData(
  path: string,
  answer: (url: string) => Promise<ApiAnswer>,
): Promise<{ markup: string; data: string } | null> {
  const render = renderQueue.then(async () => {
    const [{ module }, { queryClient }] = await Promise.all([loadPage(path), loadQueries()]);
    queryClient.clear();
    try {
      await answerFetches(answer, () => module?.prefetch?.(queryClient));
      const cached = queryClient.getQueryCache().getAll();
      if (cached.some((query) => query.state.status !== 'success')) return null;
      const markup = await renderMarkup(path);
      const queries: RenderedQueries = cached.map((query) => [query.queryKey, query.state.data]);
      return { markup, data: renderedQueriesElement(queries) };
    } finally {
      queryClient.clear();
    }
  });
  renderQueue = render.catch(() => undefined);
  return render;
}

/** Runs `start` with the web app's requests (relative URLs) answered by `answer`; any other goes out. */
async function answerFetches(answer: (url: string) => Promise<ApiAnswer>, start: () => unknown) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('/')) return realFetch(input, init);
    const { status, body } = await answer(url);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  try {
    await start();
  } finally {
    globalThis.fetch = realFetch;
  }
}
