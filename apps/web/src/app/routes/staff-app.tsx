// The staff app (front desk and back office): its own route tree under /admin, inside the staff layout
// (app/layouts/admin/). It loads with the first staff page only, and each screen of routes/admin/ when
// first opened, so nothing of it, not even the screens' names, reaches a customer page
// (docs/decisions/0018).
import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { adminPaths } from '@/config/admin-paths';

const SCREENS = import.meta.glob<{ default: ComponentType }>('./admin/*.tsx');

/** Each staff address and its screen, a module of routes/admin/. */
const STAFF_ROUTES: ReadonlyArray<{ path: string; screen: string }> = [
  { path: adminPaths.board.path, screen: 'board' },
  { path: adminPaths.bookings.path, screen: 'bookings' },
  { path: adminPaths.releases.path, screen: 'paid-after-release' },
  { path: adminPaths.venueBlocks.path, screen: 'venue-blocks' },
  { path: adminPaths.claims.path, screen: 'claims' },
  { path: adminPaths.kitchen.path, screen: 'kitchen' },
  { path: adminPaths.audit.path, screen: 'audit' },
  { path: adminPaths.reports.path, screen: 'reports' },
  { path: adminPaths.shift.path, screen: 'shift' },
  { path: adminPaths.manage.consoles.path, screen: 'manage-consoles' },
  { path: adminPaths.manage.genres.path, screen: 'manage-genres' },
  { path: adminPaths.manage.games.path, screen: 'manage-games' },
  { path: adminPaths.manage.rooms.path, screen: 'manage-rooms' },
  { path: adminPaths.manage.units.path, screen: 'manage-units' },
  { path: adminPaths.manage.customers.path, screen: 'manage-customers' },
  { path: adminPaths.manage.staff.path, screen: 'manage-staff' },
  { path: adminPaths.manage.reviews.path, screen: 'manage-reviews' },
  { path: adminPaths.manage.fnbs.path, screen: 'manage-fnbs' },
  { path: adminPaths.manage.fnbCategories.path, screen: 'manage-fnb-categories' },
  { path: adminPaths.manage.banners.path, screen: 'manage-banners' },
  { path: adminPaths.manage.faqs.path, screen: 'manage-faqs' },
  { path: adminPaths.manage.venue.path, screen: 'manage-venue' },
  { path: adminPaths.manage.promos.path, screen: 'manage-promos' },
  { path: adminPaths.manage.rewards.path, screen: 'manage-rewards' },
  { path: adminPaths.manage.taxes.path, screen: 'manage-taxes' },
];

/** A screen's module by name; an unknown name fails loudly at once. */
function screenOf(screen: string) {
  const load = SCREENS[`./admin/${screen}.tsx`];
  if (!load) throw new Error(`No staff screen routes/admin/${screen}.tsx`);
  return lazy(load);
}

// Made once: a lazy component made in a render would load and mount anew on every render.
const ROUTES = STAFF_ROUTES.map(({ path, screen }) => ({
  // Relative to /admin, where this tree is mounted; /admin itself is the index.
  path: path.slice(adminPaths.board.path.length + 1),
  Screen: screenOf(screen),
}));

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
      <Route path="*" element={<Navigate to={adminPaths.board.getHref()} replace />} />
    </Routes>
  );
}
