import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/app/layouts/route-error';

/**
 * Where a layout shows its page: `fallback` while the page's module loads on a first visit (later
 * moves keep the old page meanwhile, docs/decisions/0018), RouteError when it fails.
 */
export function RouteOutlet({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
