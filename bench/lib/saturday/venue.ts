import { randomInt } from 'node:crypto';
import { openingHoursAround } from '../../../scripts/venue-open-around-now';
import { type BookableUnit, listBookableUnits, VENUE_TIMEZONE } from '../bookings';
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

const PASSWORD = 'Malam-Minggu-2026!';

/** The activation code sent to `phone`, from the WhatsApp outbox of the embedded defaults. */
async function activationCode(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const outbox = await fetch(`${baseUrl}/api/dev/messages?${new URLSearchParams({ phone })}`);
    const { data } = (await outbox.json()) as { data: Array<{ kind: string; body: string }> };
    const code = data.find((message) => message.kind === 'activation')?.body.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no activation code for ${phone} in the outbox`);
}

async function signUp(baseUrl: string): Promise<SignedInCustomer> {
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
  const phone = `08${digits}`;
  const username = `malam_${digits}`;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    });
  await post('/api/auth/register', {
    name: 'Pelanggan Malam',
    username,
    phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  await post('/api/auth/activate-account', { phone, token: await activationCode(baseUrl, phone) });
  return { username, phone, token: await logIn(baseUrl, username, PASSWORD) };
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
