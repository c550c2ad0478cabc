import { Outlet } from 'react-router';
import { NavigationProgress } from '@/app/layouts/navigation-progress';
import { ScrollManager } from '@/app/layouts/scroll-manager';
import { PageLoader } from '@/components/page-loader';

/** Wraps every route: scroll behaviour and the route-loading bar. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** Shown on first load while a lazily loaded layout (the auth layout) arrives. */
export function RootFallback() {
  return <PageLoader className="min-h-dvh" />;
}
