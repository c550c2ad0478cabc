// The staff app (front desk and back office): its own route tree under /admin, one route per screen of
// config/admin-screens.ts, inside the staff layout (app/layouts/admin/). It loads with the first staff
// page only, and each screen of routes/admin/ when first opened, so nothing of it, not even the
// screens' names, reaches a customer page (docs/decisions/0018).
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_SCREENS, adminScreens } from '@/config/admin-screens';
import { boardQueryOptions } from '@/features/desk/api/board';

/** The screens' modules (config/admin-screens.ts names each screen's). */
const SCREENS = import.meta.glob<{ default: ComponentType }>('./admin/*.tsx');

/** A screen's module by name; an unknown name fails loudly at once. */
function screenOf(screen: string) {
  const load = SCREENS[`./admin/${screen}.tsx`];
  if (!load) throw new Error(`No staff screen routes/admin/${screen}.tsx`);
  return lazy(load);
}

// Made once: a lazy component made in a render would load and mount anew on every render.
const ROUTES = ADMIN_SCREENS.map(({ path, module }) => ({
  // Relative to /admin, where this tree is mounted; /admin itself is the index.
  path: path.slice(adminScreens.board.path.length + 1),
  Screen: screenOf(module),
}));

/**
 * What a staff login lands on, loaded while its page waits to change (app/use-warm-staff-landing.ts):
 * the board's screen and the board of the day the venue is in (as the board asks for it with no date).
 */
export function warmLanding(queryClient: QueryClient) {
  const board = ADMIN_SCREENS.find((screen) => screen.path === adminScreens.board.path);
  return Promise.all([
    board && SCREENS[`./admin/${board.module}.tsx`]?.(),
    queryClient.prefetchQuery(boardQueryOptions(null, false)),
  ]);
}

/** /admin and everything under it; an unknown staff address goes to the board. */
export default function StaffApp() {
  return (
    <Routes>
      {ROUTES.map(({ path, Screen }) =>
        path === '' ? (
          <Route key="index" index element={<Screen />} />
        ) : (
          <Route key={path} path={path} element={<Screen />} />
        ),
      )}
      <Route path="*" element={<Navigate to={adminScreens.board.getHref()} replace />} />
    </Routes>
  );
}
