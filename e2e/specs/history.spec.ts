import { type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { addDays, formatLongDate } from '@ruangmain/domain/dates';
import { formatRupiah } from '@ruangmain/domain/money';
import { createActiveAccount, logIn } from '../fixtures/accounts';
import { venueToday } from '../fixtures/booking';
import {
  createHistoryScenario,
  type HistoryScenario,
  type HistoryServer,
  startHistoryServer,
} from '../fixtures/history';
import { simulatorPopup, venueDate } from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// spec 2 §2–§9 "Booking history", "Point history", and the receipts of issue "Booking history": one
// customer with a food order, holds, a paid session and a visit played yesterday (fixtures/history.ts),
// on a product server of this file's own. The journeys build on each other, in order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: HistoryServer;
let scenario: HistoryScenario;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startHistoryServer();
  scenario = await createHistoryScenario(server);
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server.baseUrl}${path}`;
const card = (page: Page, invoice: string) =>
  page.locator(`[data-testid="booking-card"][data-invoice="${invoice}"]`);
const cardInvoices = (page: Page) =>
  page
    .getByTestId('booking-card')
    .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-invoice')));

/** Signs the customer in on this file's server, at home. */
const logInHere = (page: Page, account = scenario.account) =>
  logIn(page, account.username, account.password, { baseUrl: server.baseUrl });

async function openHistory(page: Page, query = '') {
  await logInHere(page);
  await page.goto(at(`/book-history${query}`));
  await expect(page.getByRole('heading', { name: 'Booking History', level: 1 })).toBeVisible();
}

/** The server's record of a booking, read as its owner. */
async function serverRecord(bookingId: number) {
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  try {
    const response = await api.get(`/api/customer/booking-details/${bookingId}`, {
      headers: { authorization: `Bearer ${scenario.token}` },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).data;
  } finally {
    await api.dispose();
  }
}

test('shows each booking under its tab, with the date in Indonesian, and cancels an unpaid hold', async ({
  page,
}) => {
  await openHistory(page);
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');

  const food = card(page, scenario.food.invoice);
  await expect(food.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(food.getByText('Food & drinks order')).toBeVisible();
  await expect(food.getByTestId('booking-what')).toHaveText('Indomie Goreng Telur ×2');
  // The customer's own note, without the venue's 'FnB Booking - Table 7' bookkeeping (issue 30).
  await food.getByRole('button', { name: 'View Details' }).click();
  const foodDetails = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(foodDetails.getByTestId('booking-details')).toContainText('Less ice');
  await expect(foodDetails.getByText(/FnB Booking/)).toHaveCount(0);
  await foodDetails.getByRole('button', { name: 'Close' }).last().click();
  await expect(foodDetails).toHaveCount(0);
  const held = card(page, scenario.toPay.invoice);
  await expect(held.getByTestId('booking-status')).toHaveText('Pending Payment');
  await expect(held.getByTestId('booking-what')).toHaveText('PS5 Regular 1 · Regular');
  await expect(held.getByTestId('booking-date')).toHaveText(formatLongDate(venueDate(10), 'id'));
  await expect(held.getByText('14:00 – 16:00 · 2 hours')).toBeVisible();
  await expect(card(page, scenario.played.invoice)).toHaveCount(0);

  const doomed = card(page, scenario.toCancel.invoice);
  await doomed.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(doomed).toHaveCount(0);

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/tab=past/);
  const played = card(page, scenario.played.invoice);
  await expect(played.getByTestId('booking-status')).toHaveText('Completed');
  await expect(played.getByTestId('booking-date')).toHaveText(
    formatLongDate(addDays(venueToday(), -1), 'id'),
  );
  await expect(played.getByText('13:00 – 18:00 · 5 hours')).toBeVisible();
  await expect(card(page, scenario.toCancel.invoice).getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(card(page, scenario.food.invoice)).toHaveCount(0);
});

test('searches by room or food, filters All, Room or F&D, and sorts newest or oldest', async ({ page }) => {
  await openHistory(page);
  await expect(page.getByTestId('booking-card')).toHaveCount(3);
  const newestFirst = await cardInvoices(page);
  expect(newestFirst).toEqual([scenario.toPay.invoice, scenario.food.invoice, scenario.toMove.invoice]);

  await page.getByLabel('Sort').selectOption({ label: 'Oldest' });
  await expect.poll(() => cardInvoices(page)).toEqual([...newestFirst].reverse());

  await page.getByLabel('Filter').selectOption({ label: 'F&D' });
  await expect.poll(() => cardInvoices(page)).toEqual([scenario.food.invoice]);
  await page.getByLabel('Filter').selectOption({ label: 'Room' });
  await expect.poll(() => cardInvoices(page)).toEqual([scenario.toMove.invoice, scenario.toPay.invoice]);
  await page.getByLabel('Filter').selectOption({ label: 'All' });

  const search = page.getByPlaceholder('Search by room name or F&B');
  await search.fill('indomie');
  await expect.poll(() => cardInvoices(page)).toEqual([scenario.food.invoice]);
  await search.fill('PS4');
  await expect.poll(() => cardInvoices(page)).toEqual([scenario.toMove.invoice]);
  await search.fill('nothing like this');
  await expect(page.getByText('No bookings match your search.')).toBeVisible();
  await search.fill('');

  await page.getByRole('tab', { name: 'Past' }).click();
  await page.getByPlaceholder('Search by room name or F&B').fill('vvip');
  await expect.poll(() => cardInvoices(page)).toEqual([scenario.played.invoice]);
});

test('View Details shows the booking and the money breakdown the server charged, tax as PPN 10%', async ({
  page,
}) => {
  const record = await serverRecord(scenario.toPay.id);
  const charged = record.transactions[0];
  await openHistory(page);
  await card(page, scenario.toPay.invoice).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  const details = dialog.getByTestId('booking-details');
  for (const text of [
    scenario.toPay.invoice,
    'Pending Payment',
    'PS5 Regular 1',
    'Regular',
    'PS5',
    formatLongDate(venueDate(10), 'id'),
    '14:00 – 16:00',
    '2 hours',
    'Online Payment',
  ]) {
    await expect(details.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(dialog.getByTestId('booking-food')).toContainText('Es Teh Manis');
  await expect(dialog.getByTestId('booking-food')).toContainText(
    `2 × ${formatRupiah(record.fnbs[0].pivot.price)}`,
  );

  const row = (name: string) => dialog.locator(`[data-testid="money-breakdown"] [data-row="${name}"]`);
  await expect(row('roomSubtotal')).toHaveText(`Room Subtotal${formatRupiah(charged.subtotal_room)}`);
  await expect(row('fnbSubtotal')).toHaveText(`F&B Subtotal${formatRupiah(charged.subtotal_fnb)}`);
  await expect(row('promo')).toHaveText(`Promo OPENINGYUK (10%)−${formatRupiah(charged.discount_amount)}`);
  await expect(row('rewardDiscount')).toHaveText('Reward DiscountRp0');
  await expect(row('tax')).toHaveText(`PPN 10%${formatRupiah(charged.tax_amount)}`);
  await expect(row('serviceFee')).toHaveText(`Service Fee${formatRupiah(charged.service_fee_amount)}`);
  await expect(row('final')).toHaveText(`Total${formatRupiah(charged.final_amount)}`);
  expect(charged.final_amount).toBe(record.total_price);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('rates the visit played yesterday; another browser sees Rated after logging in', async ({
  page,
  consoleGuard,
  browser,
}) => {
  await openHistory(page, '?tab=past');
  const played = card(page, scenario.played.invoice);
  await played.getByRole('button', { name: 'Rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate Your Session' });
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please choose a rating.')).toBeVisible();

  consoleGuard.allow(/status of 500/);
  await page.route('**/api/customer/customer-reviews', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error' } }),
  );
  await dialog.getByLabel('4 stars').check({ force: true });
  // Choosing a star answers the message at once (issue 30), not at the next submit.
  await expect(dialog.getByText('Please choose a rating.')).toHaveCount(0);
  await dialog.getByLabel('Tell us about your visit').fill('Proyektornya mantap, AC dingin.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Failed to submit review. Please try again.')).toBeVisible();

  await page.unroute('**/api/customer/customer-reviews');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await expect(played.getByTestId('booking-rated')).toHaveText('Rated');
  await expect(played.getByRole('button', { name: 'Rate' })).toHaveCount(0);

  await expectRatedElsewhere(browser);
});

/** A fresh browser profile (no storage of the first) shows Rated: it comes from the server. */
async function expectRatedElsewhere(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const other = await context.newPage();
    await logInHere(other);
    await other.goto(at('/book-history?tab=past'));
    const played = card(other, scenario.played.invoice);
    await expect(played.getByTestId('booking-rated')).toHaveText('Rated');
    await expect(played.getByRole('button', { name: 'Rate' })).toHaveCount(0);
    await played.getByRole('button', { name: 'View Details' }).click();
    await expect(other.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  } finally {
    await context.close();
  }
}

test('pays a pending hold from the list and sees it confirmed', async ({ page }) => {
  await openHistory(page);
  const held = card(page, scenario.toPay.invoice);
  await held.getByRole('button', { name: 'Pay now' }).click();
  await simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' }).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(held.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 15_000 });
  await expect(held.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(held.getByRole('link', { name: 'Receipt' })).toBeVisible();
});

test('reschedules a hold to another day and time of the same length', async ({ page }) => {
  const newDate = venueDate(12);
  await openHistory(page);
  const moving = card(page, scenario.toMove.invoice);
  await moving.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Booking' });
  await expect(dialog.getByText('2 hours (unchanged)')).toBeVisible();
  await dialog.getByLabel('Date').fill(newDate);

  await dialog.getByText('23:30', { exact: true }).click();
  await expect(
    dialog.getByText('This start time does not leave 2 hour(s) free. Please choose another.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeDisabled();

  await dialog.getByText('16:00', { exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText('Booking rescheduled')).toBeVisible();
  await expect(moving.getByTestId('booking-date')).toHaveText(formatLongDate(newDate, 'id'));
  await expect(moving.getByText('16:00 – 18:00 · 2 hours')).toBeVisible();
  const record = await serverRecord(scenario.toMove.id);
  expect([record.start_time, record.end_time]).toEqual([`${newDate} 16:00`, `${newDate} 18:00`]);
});

test('reads the point history: earned and redeemed rows, filtered and searched', async ({
  page,
  consoleGuard,
}) => {
  await logInHere(page);
  await page.goto(at('/point-history'));
  await expect(page.getByRole('heading', { name: 'Point History', level: 1 })).toBeVisible();
  const rows = page.getByTestId('point-row');
  // Newest first: the hold paid from the list (2 h × 4), the reward, the visit (5 h × 8).
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`Points earned from booking ${scenario.toPay.invoice}`);
  await expect(rows.nth(0).getByTestId('point-amount')).toHaveText('+8');
  await expect(rows.nth(1)).toContainText(`Redeemed reward ${scenario.rewardName}`);
  await expect(rows.nth(1).getByTestId('point-amount')).toHaveText('−40');
  await expect(rows.nth(2)).toContainText(`Points earned from booking ${scenario.played.invoice}`);
  await expect(rows.nth(2).getByTestId('point-amount')).toHaveText('+40');
  await expect(rows.nth(2)).toContainText(formatLongDate(venueToday(), 'id'));
  await expect(page.getByTestId('points-balance')).toHaveText('8 points');

  await page.getByLabel('Filter').selectOption({ label: 'Redeemed' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('point-amount')).toHaveText('−40');
  await page.getByLabel('Filter').selectOption({ label: 'Earned' });
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Sort').selectOption({ label: 'Oldest' });
  await expect(rows.first()).toContainText(scenario.played.invoice);
  await page.getByLabel('Filter').selectOption({ label: 'All' });
  await page.getByPlaceholder('Search by booking or reward').fill('Es Teh');
  await expect(rows).toHaveCount(1);
  await page.getByPlaceholder('Search by booking or reward').fill('nothing like this');
  await expect(page.getByText('No point transactions match your search.')).toBeVisible();

  consoleGuard.allow(/status of 500/);
  await page.route('**/api/customer/point-transactions**', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error' } }),
  );
  await page.reload();
  await expect(page.getByText('Failed to load point history')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('opens a receipt from the details and from the success page, and prints it on one page', async ({
  page,
}, testInfo) => {
  await openHistory(page, '?tab=past');
  await card(page, scenario.played.invoice).getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: 'Booking Details' }).getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(at(`/receipt/${scenario.played.invoice}`));
  const receipt = page.getByTestId('receipt').first();
  await expect(receipt.getByText('RuangMain', { exact: true })).toBeVisible();
  await expect(receipt.getByText('Jl. Dipatiukur No. 35, Coblong, Bandung, Jawa Barat 40132')).toBeVisible();
  await expect(receipt.getByText('Phone: +62 812-2000-3535')).toBeVisible();
  await expect(receipt.getByText(scenario.played.invoice)).toBeVisible();
  await expect(receipt.getByTestId('receipt-status')).toHaveText('Completed');
  await expect(receipt.getByText('Online Payment (QRIS)')).toBeVisible();
  const record = await serverRecord(scenario.played.id);
  await expect(receipt.locator('[data-row="final"]')).toHaveText(`Total${formatRupiah(record.total_price)}`);
  await expect(receipt.locator('[data-row="tax"]')).toContainText('PPN 10%');

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-sheet')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await testInfo.attach('receipt.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  await page.goto(at(`/booking-success?invoice_number=${scenario.toPay.invoice}`));
  await page.getByRole('link', { name: 'View Receipt' }).click();
  await expect(page.getByTestId('receipt').first().getByText(scenario.toPay.invoice)).toBeVisible();
});

test('refreshes every 30 s while open, and says so when the history cannot be fetched', async ({
  page,
  consoleGuard,
}) => {
  await page.clock.install();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/customer/booking-history')) calls += 1;
  });
  await openHistory(page);
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
  const before = calls;
  await page.clock.runFor(31_000);
  await expect.poll(() => calls).toBeGreaterThan(before);

  consoleGuard.allow(/status of 500/);
  await page.route('**/api/customer/booking-history**', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error' } }),
  );
  await page.reload();
  await expect(page.getByText('Failed to fetch history')).toBeVisible();
  await page.unroute('**/api/customer/booking-history**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
});

test('shows a new customer the empty states, and sends a visitor to log in', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  const newcomer = await createActiveAccount(api).finally(() => api.dispose());
  await page.goto(at('/book-history'));
  await expect(page).toHaveURL(at('/login'));
  await logInHere(page, newcomer);
  await page.goto(at('/book-history'));
  await expect(page.getByText('No active bookings.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a Room' })).toBeVisible();
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByText('No past bookings yet.')).toBeVisible();
  await page.goto(at('/point-history'));
  await expect(page.getByText('No point transactions yet.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');
});
