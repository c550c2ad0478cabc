// Build-time only (build/prerender-routes.ts runs it in Node after the client build): renders the
// first paint of each prerendered route as a visitor without a session sees it in the default
// language and theme, and lists the requests its module starts first (docs/decisions/0006, 0018).
import '@/lib/i18n';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadPage } from '@/app/module-loader';
import { AppProvider } from '@/app/providers';
import { APP_ROUTES, routeModuleFile } from '@/app/route-table';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Every route, as the build needs it to write the route's document. */
export const ROUTES = APP_ROUTES.map((route) => ({
  path: route.path,
  layout: route.layout,
  /** The module's source, relative to `src/`. */
  moduleFile: `app/${routeModuleFile(route).slice(2)}`,
  prerender: route.prerender === true,
  readsData: route.readsData,
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

/**
 * The markup of the page at `path` for `<div id="root">`, and the requests its module starts. The tree
 * is the one start-app.tsx hydrates (same providers and routes, so even useId values agree); only the
 * router is static.
 */
export async function prerenderPage(path: string): Promise<{ markup: string; requests: string[] }> {
  const { module } = await loadPage(path);
  const requests = await recordRequests(() => module?.prefetch?.(createQueryClient()));
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider isHydrating>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // React would hide a failed part behind its fallback and render it in the browser instead.
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return { markup, requests };
}
