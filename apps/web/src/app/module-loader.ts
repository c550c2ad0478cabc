// Route modules and the auth layout load on demand. Each loads once, and its promise carries the
// outcome the way React's `use` reads it (`status`, `value`): a module loaded before the render (the
// first page, docs/decisions/0018) renders at once instead of suspending, so React can hydrate it.
import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';
import { matchRoutes } from 'react-router';
import { APP_ROUTES, type AppRoute, importRouteModule, type RouteModule } from '@/app/route-table';

type Tracked<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

const loads = new Map<string, Tracked<unknown>>();

/** `load()`'s promise under `key`, shared by every caller; a failed load is tried again by the next one. */
function loadOnce<T>(key: string, load: () => Promise<T>): Tracked<T> {
  const known = loads.get(key) as Tracked<T> | undefined;
  if (known) return known;
  const promise: Tracked<T> = Object.assign(load(), { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      loads.delete(key);
    },
  );
  loads.set(key, promise);
  return promise;
}

export const loadRouteModule = (route: AppRoute): Tracked<RouteModule> =>
  loadOnce(route.screen, () => importRouteModule(route));

export const loadAuthLayout = () => loadOnce('auth-layout', () => import('@/app/layouts/auth-layout'));

/** The staff app's layout (sidebar, role check), loaded with the first /admin screen only. */
export const loadAdminLayout = () =>
  loadOnce('admin-layout', () => import('@/app/layouts/admin/admin-layout'));

export const loadQueries = () => loadOnce('queries', () => import('@/app/query-provider'));

/** The query cache when some page has loaded it already, else undefined (nothing is loaded). */
export function peekQueries() {
  const queries = loads.get('queries') as ReturnType<typeof loadQueries> | undefined;
  return queries?.status === 'fulfilled' ? queries.value : undefined;
}

const matchable = APP_ROUTES.map((route) => ({ path: route.path, route }));

/** The route the router shows at `pathname` (the not-found route when no other matches). */
export function findRoute(pathname: string): AppRoute | undefined {
  return matchRoutes(matchable, pathname)?.[0]?.route.route;
}

type Page = {
  route?: AppRoute;
  module?: RouteModule;
  /** The app's query cache, when the page reads server data. */
  queries?: Awaited<ReturnType<typeof loadQueries>>;
};

/**
 * Loads what the page at `pathname` renders first: its route module, the auth or staff layout,
 * and the query cache when it reads server data.
 */
export async function loadPage(pathname: string): Promise<Page> {
  const route = findRoute(pathname);
  if (!route) return {};
  const [module, queries] = await Promise.all([
    loadRouteModule(route),
    route.readsData ? loadQueries() : undefined,
    route.layout === 'auth' ? loadAuthLayout() : undefined,
    route.layout === 'admin' ? loadAdminLayout() : undefined,
  ]);
  return { route, module, queries };
}
