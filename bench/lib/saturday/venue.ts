import { openingHoursAround } from '../../../scripts/venue-open-around-now';
import { type BookableUnit, listBookableUnits, VENUE_TIMEZONE } from '../bookings';
import { createCustomer } from '../customer';
import { logIn, logInAdmin } from '../log-in';

/** The evening's promo: fewer uses than the customers who try it, so its counter is raced for. */
export const EVENING_PROMO = { code: 'MALAMMINGGU', percentage: 10, uses: 15 };

export type Venue = {
  baseUrl: string;
  adminToken: string;
  units: BookableUnit[];
  /** The food and drinks that can be ordered (ids), for the food orders. */
  menu: number[];
};

async function api<Body>(baseUrl: string, path: string, token: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Body;
}

/**
 * Readies the demo venue for the evening, before anything is timed: open from now for hours (the desks'
 * walk-ins start now), the evening's promo, and what the customers will book and order.
 */
export async function prepareVenue(baseUrl: string): Promise<Venue> {
  const adminToken = await logInAdmin(baseUrl);
  const settings = await api<{ data: Record<string, unknown> }>(
    baseUrl,
    '/api/admin/venue-settings',
    adminToken,
  );
  await api(baseUrl, '/api/admin/venue-settings', adminToken, 'PUT', {
    ...settings.data,
    opening_hours: openingHoursAround(new Date(), VENUE_TIMEZONE),
  });
  await api(baseUrl, '/api/admin/promos', adminToken, 'POST', {
    promo_code: EVENING_PROMO.code,
    description: 'Malam Minggu',
    percentage: EVENING_PROMO.percentage,
    usage_limit: EVENING_PROMO.uses,
  });
  const menu = await fetch(`${baseUrl}/api/public/fnbs`).then(
    (response) => response.json() as Promise<{ data: Array<{ id: number; is_available?: boolean }> }>,
  );
  return {
    baseUrl,
    adminToken,
    units: await listBookableUnits(baseUrl),
    menu: menu.data.filter((item) => item.is_available !== false).map((item) => item.id),
  };
}

export type SignedInCustomer = { username: string; phone: string; token: string };

/** A fresh customer (lib/customer.ts), signed in through the API. */
async function signUp(baseUrl: string): Promise<SignedInCustomer> {
  const customer = await createCustomer(baseUrl, 'malam');
  return {
    username: customer.username,
    phone: customer.phone,
    token: await logIn(baseUrl, customer.username, customer.password),
  };
}

/** `count` customers registered, activated and signed in, four at a time (hashing is the slow part). */
export async function signUpCustomers(baseUrl: string, count: number): Promise<SignedInCustomer[]> {
  const customers: SignedInCustomer[] = [];
  while (customers.length < count) {
    const batch = Math.min(4, count - customers.length);
    customers.push(...(await Promise.all(Array.from({ length: batch }, () => signUp(baseUrl)))));
  }
  return customers;
}
