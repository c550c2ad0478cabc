import type { Request } from '@playwright/test';
import { findUnit, weekdayAhead } from '../fixtures/booking';
import {
  type Api,
  adminAuth,
  cashBooking,
  type DeskServer,
  logInAsAdmin,
  openApi,
  startDeskServer,
} from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

// Issue 27 item 5 (record 0035): a double click on a money action's submit moves the money once. The
// desk's journeys run on a product server of their own (fixtures/desk.ts).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: DeskServer;
let api: Api;
let admin: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDeskServer();
  api = await openApi(server);
  admin = await adminAuth(api);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('a double click on "Add time" extends once: one extra-time payment in the drawer', async ({ page }) => {
  const unit = await findUnit(api, 'PS4', 'Regular', 'PS4 Regular 1');
  const booked = await cashBooking(api, admin, { unit, date: weekdayAhead(3, 2), start: '14:00', hours: 2 });

  await logInAsAdmin(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/admin/bookings`);
  await page.getByLabel('Invoice, name or phone').fill(booked.invoice);
  await page.getByRole('button', { name: booked.invoice, exact: true }).click();
  const drawer = page.getByTestId('booking-drawer');
  await expect(drawer.getByRole('heading', { name: `Booking ${booked.invoice}` })).toBeVisible();

  const extensions: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/admin/bookings/${booked.id}/extend`))
      extensions.push(request);
  });
  await drawer.getByRole('button', { name: 'Extend' }).click();
  const form = drawer.getByRole('form', { name: 'Add time' });
  await form.getByLabel('Minutes').selectOption('30');
  await form.getByLabel('Payment').selectOption('cash');
  await form.getByRole('button', { name: 'Add time' }).dblclick();
  await expect(page.getByText('Added 30 minutes.').first()).toBeVisible();
  // Every request the double click sent has answered, each with the one key of this submission.
  await Promise.all(extensions.map((request) => request.response()));
  const keys = await Promise.all(extensions.map((request) => request.headerValue('idempotency-key')));
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  const payments = drawer.getByRole('region', { name: 'Payments' }).getByRole('listitem');
  await expect(payments.filter({ hasText: 'extra time' })).toHaveCount(1);
  await expect(drawer.getByText(/14:00 – 16:30$/)).toBeVisible();
  // As the server keeps it: the booking's payment and one extension's.
  const desk = await api.get(`/api/admin/bookings/${booked.id}`, { headers: admin });
  const purposes = ((await desk.json()).data.payments as Array<{ purpose: string }>).map(
    (row) => row.purpose,
  );
  expect(purposes).toEqual(['booking', 'extension']);
});
