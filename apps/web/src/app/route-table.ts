// Every route of the web app: its path, its layout, its lazily loaded module, and whether the build
// prerenders its first paint into a document of its own (docs/decisions/0006, 0018). A route joins the
// prerendered ones by `prerender` in its entry, and a `Shell` in its module when it needs one.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

/** What a module of `app/routes/` exports. */
export type RouteModule = {
  /** The screen. */
  default: ComponentType;
  /**
   * The first paint of a prerendered route whose screen depends on the browser (the session, stored
   * state, the viewport, the address's query) or on data: the page frame with skeletons. The build
   * renders it and React hydrates it; the screen replaces it right after. Without one, the screen
   * itself is prerendered, so its first render must depend on nothing of the browser (as `/`).
   * Neither may read query data in that render: the document has none.
   */
  Shell?: ComponentType;
  /**
   * Starts the requests of the screen's first render (as `queryClient.prefetchQuery` calls). The build
   * lists them as preloads of the route's document, so they start with the document instead of after
   * the JavaScript; the app calls it on arrival unless it hydrates the screen itself (which must first
   * render without data).
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
};

export type AppRoute = {
  /** The router's pattern (`config/paths.ts`). */
  path: string;
  layout: 'main' | 'auth' | 'admin';
  /** Its module: `app/routes/<screen>.tsx`. */
  screen: string;
  /** Gets a document with its first paint prerendered (static paths only). */
  prerender?: true;
  /**
   * The server renders its first paint with the catalogue answers of its `prefetch` and hands them to
   * the query cache (docs/decisions/0025), so what the page is about (the console cards, the game art)
   * is in the document. Only for a prerendered screen (no `Shell`) whose first requests are public.
   */
  servedWithData?: true;
  /**
   * The screen reads server data: it renders inside the app's query cache (app/query-scope.tsx), which
   * loads with it. A screen that reads none first (home: its sections bring the cache themselves)
   * leaves the library out of its first load.
   */
  readsData: boolean;
};

/**
 * The route modules, each loaded on demand. The staff screens (routes/admin/) are the staff app's
 * (routes/staff-app.tsx): not even their names reach a customer page.
 */
const ROUTE_MODULES = import.meta.glob<RouteModule>(['./routes/**/*.tsx', '!./routes/admin/**']);

/** The source file of a route's module, relative to `src/app/`. */
export const routeModuleFile = (route: AppRoute) => `./routes/${route.screen}.tsx`;

export const hasRouteModule = (route: AppRoute) => routeModuleFile(route) in ROUTE_MODULES;

export function importRouteModule(route: AppRoute): Promise<RouteModule> {
  const load = ROUTE_MODULES[routeModuleFile(route)];
  if (!load) throw new Error(`No module ${routeModuleFile(route)} for the route ${route.path}`);
  return load();
}

type Options = {
  /** Prerender its first paint (AppRoute.prerender). */
  prerender?: true;
  /** The screen reads no server data in its first render (AppRoute.readsData). */
  noData?: true;
  /** Served with its first data rendered in (AppRoute.servedWithData). */
  withData?: true;
};

const route = (
  layout: AppRoute['layout'],
  path: string,
  screen: string,
  options: Options = {},
): AppRoute => ({
  path,
  layout,
  screen: layout === 'auth' ? `auth/${screen}` : screen,
  readsData: options.noData !== true,
  ...(options.prerender && { prerender: true }),
  ...(options.withData && { servedWithData: true }),
});
const main = (path: string, screen: string, options?: Options) => route('main', path, screen, options);
const auth = (path: string, screen: string, options?: Options) => route('auth', path, screen, options);
const prerender = { prerender: true } as const;
const prerenderWithData = { prerender: true, withData: true } as const;

export const APP_ROUTES: readonly AppRoute[] = [
  main(paths.home.path, 'home', { prerender: true, noData: true }),
  main(paths.rental.path, 'rental', { noData: true }),
  main(paths.rent.path, 'rent', prerenderWithData),
  main(paths.bookingPayment.path, 'booking-payment'),
  main(paths.bookingSuccess.path, 'booking-success'),
  main(paths.bookingCancelled.path, 'booking-cancelled'),
  main(paths.foodDrinks.path, 'food-drinks', prerenderWithData),
  main(paths.foodDrinksSuccess.path, 'food-drinks-success'),
  main(paths.faq.path, 'faq', prerenderWithData),
  main(paths.games.path, 'games', prerenderWithData),
  main(paths.profile.path, 'profile', prerender),
  main(paths.profileRewards.path, 'profile-rewards', prerender),
  main(paths.profileRewardsAlias.path, 'profile-rewards'),
  main(paths.bookHistory.path, 'book-history', prerender),
  main(paths.pointHistory.path, 'point-history', prerender),
  main(paths.receipt.path, 'receipt'),
  main('*', 'not-found', { noData: true }),
  auth(paths.auth.login.path, 'login', prerender),
  auth(paths.auth.register.path, 'register', prerender),
  auth(paths.auth.verification.path, 'verification'),
  auth(paths.auth.changeNumber.path, 'change-number'),
  auth(paths.auth.forgotPassword.path, 'forgot-password'),
  auth(paths.auth.resetPassword.path, 'reset-password'),
  // The staff app: one lazy module with a route tree of its own (app/routes/staff-app.tsx).
  route('admin', paths.staffHome.path, 'staff-app'),
  route('admin', `${paths.staffHome.path}/*`, 'staff-app'),
];
