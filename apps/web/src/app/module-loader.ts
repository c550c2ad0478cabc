// Route modules and the auth and staff layouts load on demand, each once (app/load-once.ts): a module
// loaded before the render (the first page, docs/decisions/0018) renders at once instead of suspending,
// so React can hydrate it.
import { matchRoutes } from 'react-router';
import { loadOnce, type Tracked } from '@/app/load-once';
import { loadQueries } from '@/app/query-loader';
import { APP_ROUTES, type AppRoute, importRouteModule, type RouteModule } from '@/app/route-table';

export const loadRouteModule = (route: AppRoute): Tracked<RouteModule> =>
  loadOnce(route.screen, () => importRouteModule(route));

export const loadAuthLayout = () => loadOnce('auth-layout', () => import('@/app/layouts/auth-layout'));

/** The staff app's layout (sidebar, role check), loaded with the first /admin screen only. */
export const loadAdminLayout = () =>
  loadOnce('admin-layout', () => import('@/app/layouts/admin/admin-layout'));

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
