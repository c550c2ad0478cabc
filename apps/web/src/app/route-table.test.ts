import { describe, expect, it } from 'vitest';
import { APP_ROUTES, hasRouteModule } from '@/app/route-table';

// The customer routes of docs/decisions/0018, each of which arrives prerendered.
const CUSTOMER_ROUTES = [
  '/',
  '/rent',
  '/games',
  '/faq',
  '/food-drinks',
  '/login',
  '/register',
  '/profile',
  '/book-history',
  '/profile-rewards',
];

describe('route table', () => {
  it.each(APP_ROUTES.map((route) => [route.path, route]))('%s has its module in app/routes', (_, route) => {
    expect(hasRouteModule(route)).toBe(true);
  });

  it('names each path once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('prerenders every customer route, and only fixed addresses', () => {
    const prerendered = APP_ROUTES.filter((route) => route.prerender).map((route) => route.path);
    expect(prerendered).toEqual(expect.arrayContaining(CUSTOMER_ROUTES));
    for (const path of prerendered) expect(path).toMatch(/^\/[a-z-/]*$/);
  });
});
