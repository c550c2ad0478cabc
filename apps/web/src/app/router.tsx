import { use } from 'react';
import { Route, Routes } from 'react-router';
import { MainLayout } from '@/app/layouts/main-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { loadAdminLayout, loadAuthLayout, loadRouteModule } from '@/app/module-loader';
import { QueryScope } from '@/app/query-scope';
import { APP_ROUTES, type AppRoute } from '@/app/route-table';
import { useIsHydrated } from '@/hooks/use-is-hydrated';

/**
 * A route's screen, from its lazily loaded module. While a prerendered page hydrates, a module with a
 * `Shell` shows that (what the build rendered); right after, the screen (docs/decisions/0018).
 */
function RouteScreen({ route }: { route: AppRoute }) {
  const { default: Screen, Shell } = use(loadRouteModule(route));
  const isHydrated = useIsHydrated();
  const page = Shell && !isHydrated ? <Shell /> : <Screen />;
  return route.readsData ? <QueryScope>{page}</QueryScope> : page;
}

/** The auth layout, loaded with the first auth screen. */
function AuthLayoutRoute() {
  const { AuthLayout } = use(loadAuthLayout());
  return <AuthLayout />;
}

/** The staff app's layout, loaded with the first /admin screen: nothing of it reaches customer pages. */
function AdminLayoutRoute() {
  const { AdminLayout } = use(loadAdminLayout());
  return <AdminLayout />;
}

const routesOf = (layout: AppRoute['layout']) =>
  APP_ROUTES.filter((route) => route.layout === layout).map((route) => (
    <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
  ));

/**
 * The route tree (app/route-table.ts): main layout (spec 1 §2: navbar, page, footer), auth layout and
 * the staff app's layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<MainLayout />}>{routesOf('main')}</Route>
        <Route element={<AuthLayoutRoute />}>{routesOf('auth')}</Route>
        <Route element={<AdminLayoutRoute />}>{routesOf('admin')}</Route>
      </Route>
    </Routes>
  );
}
