import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminScreens } from '@/config/admin-screens';
import { paths } from '@/config/paths';

// The staff app's modules, as app/routes/staff-app.tsx finds them.
const MODULES = Object.keys(import.meta.glob('../app/routes/admin/*.tsx')).map((file) =>
  file.replace('../app/routes/admin/', '').replace('.tsx', ''),
);

/** Group, label, address and who sees the link, in the navigation's order. */
const NAVIGATION = [
  ['desk', 'board', '/admin', 'staff, admin'],
  ['desk', 'bookings', '/admin/bookings', 'staff, admin'],
  ['desk', 'kitchen', '/admin/kitchen', 'staff, admin'],
  ['desk', 'claims', '/admin/claims', 'staff, admin'],
  ['desk', 'releases', '/admin/paid-after-release', 'staff, admin'],
  ['desk', 'venueBlocks', '/admin/venue-blocks', 'staff, admin'],
  ['desk', 'shift', '/admin/shift', 'staff, admin'],
  ['desk', 'reports', '/admin/reports', 'admin'],
  ['desk', 'audit', '/admin/audit', 'admin'],
  ['manage', 'consoles', '/admin/manage/consoles', 'admin'],
  ['manage', 'rooms', '/admin/manage/rooms', 'admin'],
  ['manage', 'units', '/admin/manage/units', 'admin'],
  ['manage', 'games', '/admin/manage/games', 'admin'],
  ['manage', 'genres', '/admin/manage/genres', 'admin'],
  ['manage', 'fnbs', '/admin/manage/fnbs', 'admin'],
  ['manage', 'fnbCategories', '/admin/manage/fnb-categories', 'admin'],
  ['manage', 'banners', '/admin/manage/banners', 'admin'],
  ['manage', 'faqs', '/admin/manage/faqs', 'admin'],
  ['manage', 'venue', '/admin/manage/venue', 'admin'],
  ['manage', 'promos', '/admin/manage/promos', 'admin'],
  ['manage', 'rewards', '/admin/manage/rewards', 'admin'],
  ['manage', 'taxes', '/admin/manage/taxes', 'admin'],
  ['manage', 'reviews', '/admin/manage/reviews', 'admin'],
  ['manage', 'customers', '/admin/manage/customers', 'admin'],
  ['manage', 'staff', '/admin/manage/staff', 'admin'],
];

describe('the staff screens', () => {
  it('each has its module in app/routes/admin, and each module there is a screen', () => {
    expect(ADMIN_SCREENS.map((screen) => screen.module).sort()).toEqual([...MODULES].sort());
  });

  it('each has an address of its own under the staff home, which is the board', () => {
    const addresses = ADMIN_SCREENS.map((screen) => screen.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(adminScreens.board.path).toBe(paths.staffHome.path);
    for (const address of addresses) expect(address).toMatch(/^\/admin(\/[a-z-]+)*$/);
  });

  it('gives the navigation its links, in order, each to the roles that see it', () => {
    expect(
      ADMIN_SCREENS.map(({ nav, path, roles }) => [nav.group, nav.label, path, roles.join(', ')]),
    ).toEqual(NAVIGATION);
  });

  it('builds the addresses that links and redirects use', () => {
    expect(adminScreens.board.getHref()).toBe('/admin');
    expect(adminScreens.board.getHref('2025-01-31')).toBe('/admin?date=2025-01-31');
    expect(adminScreens.bookings.getHref(12)).toBe('/admin/bookings?booking=12');
    expect(adminScreens.shift.getHref(3)).toBe('/admin/shift?print=3');
    expect(adminScreens.venue.getHref()).toBe('/admin/manage/venue');
  });
});
