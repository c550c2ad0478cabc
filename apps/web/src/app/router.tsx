import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { MainLayout, MainLayoutFallback } from '@/app/layouts/main-layout';
import { RootFallback, RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/layouts/route-error';
import { paths } from '@/config/paths';

/** A route module: `app/routes/*.tsx` default-exports its screen. */
type RouteModule = { default: ComponentType };

/** Route screens load on demand, so the first page only downloads what it shows. */
const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export type RouteOptions = {
  /**
   * The home screen, when the entry bundles it: the prerendered home document's entry (main-home.tsx)
   * does, so the router starts without loading anything and React can hydrate the prerendered markup
   * in its first render (docs/decisions/0006).
   */
  homeScreen?: ComponentType;
};

const homeRoute = ({ homeScreen }: RouteOptions): RouteObject =>
  homeScreen
    ? { path: paths.home.path, Component: homeScreen }
    : { path: paths.home.path, lazy: lazyRoute(() => import('@/app/routes/home')) };

const otherMainRoutes: RouteObject[] = [
  { path: paths.rental.path, lazy: lazyRoute(() => import('@/app/routes/rental')) },
  { path: paths.rent.path, lazy: lazyRoute(() => import('@/app/routes/rent')) },
  { path: paths.bookingPayment.path, lazy: lazyRoute(() => import('@/app/routes/booking-payment')) },
  { path: paths.bookingSuccess.path, lazy: lazyRoute(() => import('@/app/routes/booking-success')) },
  { path: paths.bookingCancelled.path, lazy: lazyRoute(() => import('@/app/routes/booking-cancelled')) },
  { path: paths.foodDrinks.path, lazy: lazyRoute(() => import('@/app/routes/food-drinks')) },
  { path: paths.foodDrinksSuccess.path, lazy: lazyRoute(() => import('@/app/routes/food-drinks-success')) },
  { path: paths.faq.path, lazy: lazyRoute(() => import('@/app/routes/faq')) },
  { path: paths.games.path, lazy: lazyRoute(() => import('@/app/routes/games')) },
  { path: paths.profile.path, lazy: lazyRoute(() => import('@/app/routes/profile')) },
  { path: paths.profileRewards.path, lazy: lazyRoute(() => import('@/app/routes/profile-rewards')) },
  { path: paths.profileRewardsAlias.path, lazy: lazyRoute(() => import('@/app/routes/profile-rewards')) },
  { path: paths.bookHistory.path, lazy: lazyRoute(() => import('@/app/routes/book-history')) },
  { path: paths.pointHistory.path, lazy: lazyRoute(() => import('@/app/routes/point-history')) },
  { path: '*', lazy: lazyRoute(() => import('@/app/routes/not-found')) },
];

const authRoutes: RouteObject[] = [
  { path: paths.auth.login.path, lazy: lazyRoute(() => import('@/app/routes/auth/login')) },
  { path: paths.auth.register.path, lazy: lazyRoute(() => import('@/app/routes/auth/register')) },
  { path: paths.auth.verification.path, lazy: lazyRoute(() => import('@/app/routes/auth/verification')) },
  { path: paths.auth.changeNumber.path, lazy: lazyRoute(() => import('@/app/routes/auth/change-number')) },
  {
    path: paths.auth.forgotPassword.path,
    lazy: lazyRoute(() => import('@/app/routes/auth/forgot-password')),
  },
  { path: paths.auth.resetPassword.path, lazy: lazyRoute(() => import('@/app/routes/auth/reset-password')) },
];

export const createRoutes = (options: RouteOptions = {}): RouteObject[] => [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Main layout (spec 1 §2): navbar, page, footer. Loaded up front: almost every visit needs it.
        Component: MainLayout,
        HydrateFallback: MainLayoutFallback,
        children: [{ ErrorBoundary: RouteError, children: [homeRoute(options), ...otherMainRoutes] }],
      },
      {
        // Auth layout: loaded with the first auth screen.
        lazy: async () => ({ Component: (await import('@/app/layouts/auth-layout')).AuthLayout }),
        children: [{ ErrorBoundary: RouteError, children: authRoutes }],
      },
    ],
  },
];

export const createAppRouter = (options: RouteOptions = {}) => createBrowserRouter(createRoutes(options));
