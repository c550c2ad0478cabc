import type { Browser, Page, Request } from '@playwright/test';
import { addDays, formatLongDate } from '@ruangmain/domain/dates';
import { createActiveAccount } from '../fixtures/accounts';
import { findUnit, weekdayAhead } from '../fixtures/booking';
import {
  cashBooking,
  createDeskCustomer,
  type DeskCustomer,
  logInAsAdmin,
  paidFoodOrder,
  pointsOf,
  startAround,
  useDeskServer,
} from '../fixtures/desk';
import { chooseDeviceLanguage, expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue "Front desk", Acceptance: an admin's evening at 1280 and 768 px, on a product server of this
// file's own (fixtures/desk.ts). Each width books on its own Tuesday and its own customer's Mondays.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const desk = useDeskServer();
const { at } = desk;
const unitRow = (page: Page, unit: string) => page.locator(`[data-testid="board-unit"][data-unit="${unit}"]`);
const block = (page: Page, invoice: string) =>
  page.locator(`[data-testid="board-block"][data-invoice="${invoice}"]`);
const drawer = (page: Page) => page.getByTestId('booking-drawer');

async function openBoard(page: Page, date: string) {
  await page.goto(at(`/admin?date=${date}`));
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue(date);
}

/** Finds a booking in the bookings list by its invoice and opens its drawer. */
async function openFromList(page: Page, invoice: string) {
  await page.goto(at('/admin/bookings'));
  await page.getByLabel('Invoice, name or phone').fill(invoice);
  await page.getByRole('button', { name: invoice, exact: true }).click();
  await expect(drawer(page).getByRole('heading', { name: `Booking ${invoice}` })).toBeVisible();
}

/** Pays a QRIS code as a customer's phone would: the simulator page the code opens. */
async function payQris(browser: Browser, page: Page) {
  const qr = await page.getByTestId('payment-qr').getAttribute('data-qr');
  if (!qr) throw new Error('no QRIS code shown');
  const phone = await browser.newPage();
  await phone.goto(qr);
  await phone.getByRole('button', { name: /Simulate scan and pay/ }).click();
  await phone.close();
}

for (const [index, width] of [1280, 768].entries()) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const date = weekdayAhead(2, 3 + index);

    test('a walk-in from a free slot, seen by a second desk within 2 s, then extended an hour by QRIS', async ({
      page,
      browser,
    }) => {
      const unitName = index === 0 ? 'PS4 Regular 2' : 'PS4 Regular 3';
      await logInAsAdmin(page, desk.server.baseUrl);
      await openBoard(page, date);

      const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await chooseDeviceLanguage(second, 'en');
      const other = await second.newPage();
      await logInAsAdmin(other, desk.server.baseUrl);
      await openBoard(other, date);
      await expect(unitRow(other, unitName).getByTestId('board-block')).toHaveCount(0);

      await page.getByRole('button', { name: `Book ${unitName} at 14:00` }).click();
      const dialog = page.getByRole('dialog', { name: `Walk-in on ${unitName}` });
      await dialog.getByLabel('Name').fill('Agus Walkin');
      await dialog.getByLabel('Phone').fill('081298765432');
      await dialog.getByLabel('Game').selectOption({ index: 1 });
      await dialog.getByLabel('Duration').selectOption('2');
      await expect(dialog.getByLabel('Cash', { exact: true })).toBeChecked();
      await dialog.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(page.getByText(/^Walk-in BOOK-\d{8}-\w+ booked\.$/)).toBeVisible();
      const walkIn = unitRow(page, unitName).getByTestId('board-block');
      await expect(walkIn).toHaveAttribute('data-state', 'upcoming');
      await expect(walkIn).toContainText('Agus Walkin');
      await expect(walkIn).toContainText('14:00–16:00');

      // The other desk's board changes without a reload.
      await expect(unitRow(other, unitName).getByTestId('board-block')).toContainText('Agus Walkin', {
        timeout: 2_000,
      });

      await walkIn.click();
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Upcoming');
      // Issue 29: check-in is shown with when it opens (15 minutes before), not hidden.
      await expect(drawer(page).getByRole('button', { name: 'Check in opens 13:45' })).toBeDisabled();
      await drawer(page).getByRole('button', { name: 'Extend' }).click();
      const extend = drawer(page).getByRole('form', { name: 'Add time' });
      await extend.getByLabel('Minutes').selectOption('60');
      await extend.getByLabel('Payment').selectOption('qris');
      await extend.getByRole('button', { name: 'Add time' }).click();
      await expect(drawer(page).getByTestId('payment-qr')).toBeVisible();
      await expect(drawer(page).getByRole('img', { name: 'QRIS code of the extension' })).toBeVisible();
      await payQris(browser, page);
      await expect(drawer(page).getByText('Extra time paid.')).toBeVisible();
      await expect(drawer(page).getByText(/14:00 – 17:00$/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(walkIn).toContainText('14:00–17:00');
      await expect(unitRow(other, unitName).getByTestId('board-block')).toContainText('14:00–17:00', {
        timeout: 2_000,
      });
      await second.close();
    });

    test('a booking dragged onto another unit', async ({ page }) => {
      const [from, to] =
        index === 0 ? ['PS5 Regular 3', 'PS5 Regular 4'] : ['PS5 Regular 4', 'PS5 Regular 3'];
      const unit = await findUnit(desk.api, 'PS5', 'Regular', from);
      const booked = await cashBooking(desk.api, desk.admin, { unit, date, start: '18:00', hours: 2 });
      await logInAsAdmin(page, desk.server.baseUrl);
      await openBoard(page, date);
      const moving = block(page, booked.invoice);
      await expect(unitRow(page, from).locator(`[data-invoice="${booked.invoice}"]`)).toBeVisible();
      await moving.dragTo(page.getByRole('button', { name: `Book ${to} at 18:00` }));
      await expect(page.getByText('Booking moved.')).toBeVisible();
      await expect(unitRow(page, to).locator(`[data-invoice="${booked.invoice}"]`)).toContainText(
        '18:00–20:00',
      );
      await expect(unitRow(page, from).locator(`[data-invoice="${booked.invoice}"]`)).toHaveCount(0);
    });

    test('a party checked in, and a party that never came marked a no-show', async ({ page }) => {
      const arriving = await cashBooking(desk.api, desk.admin, {
        unit: await findUnit(desk.api, 'PS5', 'Regular', index === 0 ? 'PS5 Regular 1' : 'PS5 Regular 2'),
        date,
        start: '10:00',
        hours: 2,
      });
      const absent = await cashBooking(desk.api, desk.admin, {
        unit: await findUnit(desk.api, 'PS4', 'Regular', index === 0 ? 'PS4 Regular 1' : 'PS4 Regular 3'),
        date,
        start: '10:00',
        hours: 2,
      });
      await startAround(desk.server.sql, arriving.id, 10, 2);
      await startAround(desk.server.sql, absent.id, -20, 2);
      await logInAsAdmin(page, desk.server.baseUrl);

      // Issue 29: a party whose start has passed is due, not playing, until it is checked in.
      await openFromList(page, absent.invoice);
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Due (not arrived)');
      await page.keyboard.press('Escape');
      await openFromList(page, arriving.invoice);
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Upcoming');
      await drawer(page).getByRole('button', { name: 'Check in' }).click();
      await expect(page.getByText('Checked in.')).toBeVisible();
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Playing');
      await expect(drawer(page).getByRole('term').filter({ hasText: 'Checked in' })).toBeVisible();
      await page.keyboard.press('Escape');

      // Today's board draws them apart: the one checked in playing (green), the other due (dashed).
      await page.goto(at('/admin'));
      await expect(page.getByTestId('board')).toBeVisible();
      if (await page.getByTestId('board-now').count()) {
        await expect(block(page, arriving.invoice)).toHaveAttribute('data-state', 'playing');
        await expect(block(page, arriving.invoice)).toContainText('min left');
        await expect(block(page, absent.invoice)).toHaveAttribute('data-state', 'due');
        await expect(block(page, absent.invoice)).toHaveAccessibleName(
          /^PS4 Regular \d, \d\d:\d\d–\d\d:\d\d, Due \(not arrived\), /,
        );
        await expect(block(page, absent.invoice)).toContainText(/due \d+ min ago/);
      }

      await openFromList(page, absent.invoice);
      await drawer(page).getByRole('button', { name: 'No-show' }).click();
      await expect(page.getByText('Marked as a no-show.')).toBeVisible();
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('No-show');
    });

    test('the board: the day shown in its figures, the whole day in view, and its keys', async ({ page }) => {
      await logInAsAdmin(page, desk.server.baseUrl);
      // A day to come: its own figures, no units in use (only today has a now).
      await openBoard(page, date);
      const figures = page.getByRole('region', { name: `${formatLongDate(date, 'en')} at a glance` });
      await expect(figures.getByTestId('summary-units')).toHaveText('Only today');
      await expect(figures.getByTestId('summary-revenue')).toHaveText('Rp0');
      await expect(figures.getByText('Bookings', { exact: true })).toBeVisible();
      await expect(figures.getByTestId('summary-bookings')).toHaveText(/^\d+$/);
      const board = page.getByTestId('board');
      if (width === 1280) {
        // The whole opening day, 10:00 to midnight on a Tuesday, without a sideways scroll.
        await expect(board.getByText('23:00', { exact: true })).toBeInViewport();
        expect(
          await board.evaluate((element) => element.scrollWidth - element.clientWidth),
        ).toBeLessThanOrEqual(1);
      }
      for (const hint of ['Keys:', 'N new walk-in', '→ previous / next day', 'T today', '/ find'])
        await expect(page.getByTestId('board-keys')).toContainText(hint);

      // The keys: next and previous day, find, a new walk-in, today.
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue(addDays(date, 1));
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue(date);
      await page.keyboard.press('/');
      await expect(page.getByRole('searchbox', { name: 'Find' })).toBeFocused();
      await page.keyboard.press('Escape');
      await page.keyboard.press('n');
      await expect(page.getByRole('dialog', { name: /^Walk-in on / })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: /^Walk-in on / })).toHaveCount(0);
      await page.keyboard.press('t');
      const today = page.getByRole('region', { name: 'Today at a glance' });
      await expect(today.getByTestId('summary-units')).toHaveText(/^\d+ \/ \d+$/);
      if (await page.getByTestId('board-now').count()) {
        // Now is in view, scrolled to where the day does not fit.
        await expect(page.getByTestId('board-now')).toBeInViewport();
      }
    });

    test("yesterday's forgotten food order is overdue in the kitchen and closed with a reason", async ({
      page,
    }) => {
      const order = await paidFoodOrder(desk.api, String(20 + index));
      await desk.server.sql.query(
        `update bookings set paid_at = now() - interval '2 days', created_at = now() - interval '2 days' where id = $1`,
        [order.id],
      );
      await logInAsAdmin(page, desk.server.baseUrl);
      await page.getByRole('link', { name: 'Kitchen' }).click();
      const overdue = page.getByRole('region', { name: 'Overdue from earlier days' });
      const card = overdue.locator(`[data-testid="kitchen-order"][data-invoice="${order.invoice}"]`);
      await expect(card).toContainText(`Table ${20 + index}`);
      await expect(card).toContainText(/Due \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      const openBefore = await page.getByTestId('kitchen-order').count();
      expect(openBefore).toBeGreaterThan(0);
      await card.getByRole('button', { name: 'Close…' }).click();
      const dialog = page.getByRole('dialog', { name: `Close order ${order.invoice}` });
      await dialog.getByRole('button', { name: 'Close order' }).click();
      await expect(dialog.getByText('Say why.')).toBeVisible();
      await dialog.getByLabel('Reason').fill('Handed over, never marked');
      await dialog.getByRole('button', { name: 'Close order' }).click();
      await expect(page.getByText('Order closed.')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Served' }).locator(`[data-invoice="${order.invoice}"]`),
      ).toBeVisible();
      await expect(overdue.locator(`[data-invoice="${order.invoice}"]`)).toHaveCount(0);
      // The board counts the open orders the kitchen lists (new and preparing, overdue ones too).
      const open = await page
        .locator(
          '[data-testid="kitchen-overdue"] [data-testid="kitchen-order"], [data-testid="kitchen-column"][data-state="new"] [data-testid="kitchen-order"], [data-testid="kitchen-column"][data-state="preparing"] [data-testid="kitchen-order"]',
        )
        .count();
      await page.getByRole('link', { name: 'Board' }).click();
      await expect(
        page.getByRole('region', { name: 'Today at a glance' }).getByTestId('summary-food'),
      ).toHaveText(String(open));
    });

    test('every back-office screen is reached from the navigation', async ({ page }) => {
      await logInAsAdmin(page, desk.server.baseUrl);
      const nav = page.getByRole('navigation', { name: 'Staff navigation' });
      if (width === 768) {
        // A rail of named icons; the menu button opens it with the names over the page.
        await expect(nav.getByRole('link', { name: 'Audit' })).toBeVisible();
        await page.getByRole('button', { name: 'Show the menu' }).click();
        await expect(page.getByTestId('staff-name')).toContainText('Front desk');
        await nav.getByRole('link', { name: 'Shift' }).click();
        await expect(page).toHaveURL(/\/admin\/shift$/);
        await expect(page.getByRole('button', { name: 'Show the menu' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      }
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(20);
      for (const name of ['Reports', 'Audit', 'Venue', 'Staff']) {
        const link = nav.getByRole('link', { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport();
      }
      await nav.getByRole('link', { name: 'Venue', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/manage\/venue$/);
    });

    test('a new food order announced in the kitchen and moved to served', async ({ page }) => {
      const table = String(10 + index);
      await logInAsAdmin(page, desk.server.baseUrl);
      await page.getByRole('link', { name: 'Kitchen' }).click();
      await expect(page.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'New' })).toBeVisible();

      const order = await paidFoodOrder(desk.api, table);
      await expect(page.getByTestId('kitchen-announcement')).toContainText(`New order: Table ${table}`);
      const card = () => page.locator(`[data-testid="kitchen-order"][data-invoice="${order.invoice}"]`);
      await expect(page.getByRole('region', { name: 'New' }).locator(card())).toContainText(
        /2×\s*Indomie Goreng Telur/,
      );
      await expect(card()).toContainText('Extra pedas');
      await card().getByRole('button', { name: 'Start preparing' }).click();
      await expect(page.getByRole('region', { name: 'Preparing' }).locator(card())).toBeVisible();
      await card().getByRole('button', { name: 'Served' }).click();
      await expect(page.getByRole('region', { name: 'Served' }).locator(card())).toBeVisible();
      await expect(card().getByRole('button')).toHaveCount(0);
    });

    test('half of a paid online booking refunded with its points, and merchandise collected', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const customer: DeskCustomer = await createDeskCustomer(desk.api, 6 + index * 3);
      const before = await pointsOf(desk.api, customer.headers);
      await logInAsAdmin(page, desk.server.baseUrl);

      await openFromList(page, customer.paid.invoice);
      await drawer(page).getByRole('button', { name: 'Look up this customer' }).click();
      const lookup = drawer(page).getByTestId('customer-lookup');
      await expect(lookup).toContainText(customer.account.name);
      await expect(lookup).toContainText(`${before} points`);
      await expect(lookup).toContainText(customer.paid.invoice);
      await expect(lookup).toContainText(customer.voucher);

      await drawer(page).getByRole('button', { name: 'Refund' }).click();
      const refund = drawer(page).getByRole('form', { name: 'Refund' });
      await refund.getByRole('button', { name: 'Half' }).click();
      await refund.getByLabel('Reason').fill('Console broke halfway');
      await refund.getByRole('button', { name: 'Refund' }).click();
      // Money leaving the venue is confirmed first, naming the amount (issue 29 item 8).
      const confirm = drawer(page).getByRole('alertdialog', { name: 'Confirm the refund' });
      await expect(confirm.getByTestId('refund-confirm')).toHaveText(
        /^Give Rp[\d.]+ back to .+ \(Console broke halfway\)\? This cannot be undone\.$/,
      );
      await confirm.getByRole('button', { name: /^Yes, refund Rp[\d.]+$/ }).click();
      const done = page.getByText(/^Refunded Rp[\d.]+; (\d+) points taken back\.$/);
      await expect(done).toBeVisible();
      const reversed = Number((await done.textContent())?.match(/; (\d+) points/)?.[1]);
      expect(reversed).toBeGreaterThan(0);
      expect(await pointsOf(desk.api, customer.headers)).toBe(before - reversed);
      await expect(drawer(page).getByText(/Console broke halfway/)).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Merchandise' }).click();
      await page.getByLabel('Phone, name or voucher code').fill(customer.voucher);
      const claim = page.getByTestId('reward-claim').filter({ hasText: customer.voucher });
      await expect(claim).toContainText(customer.account.name);
      await claim.getByRole('button', { name: 'Hand over' }).click();
      await expect(page.getByText(`handed over to ${customer.account.name}.`)).toBeVisible();
      await expect(claim).toHaveCount(0);
    });
  });
}

test('a customer opening /admin is refused', async ({ page }) => {
  const account = await createActiveAccount(desk.api);
  await page.goto(at('/login'));
  await page.getByLabel('Username or Phone Number').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(at('/'));
  await page.goto(at('/admin'));
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(page.getByTestId('board')).toHaveCount(0);
});

// Issue 27 item 5 (record 0035): a double click on a money action's submit moves the money once.
test('a double click on "Add time" extends once: one extra-time payment in the drawer', async ({ page }) => {
  const unit = await findUnit(desk.api, 'PS4', 'Regular', 'PS4 Regular 1');
  const booked = await cashBooking(desk.api, desk.admin, {
    unit,
    date: weekdayAhead(3, 2),
    start: '14:00',
    hours: 2,
  });
  await logInAsAdmin(page, desk.server.baseUrl);
  await openFromList(page, booked.invoice);

  const extensions: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/admin/bookings/${booked.id}/extend`))
      extensions.push(request);
  });
  await drawer(page).getByRole('button', { name: 'Extend' }).click();
  const form = drawer(page).getByRole('form', { name: 'Add time' });
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

  const payments = drawer(page).getByRole('region', { name: 'Payments' }).getByRole('listitem');
  await expect(payments.filter({ hasText: 'extra time' })).toHaveCount(1);
  await expect(drawer(page).getByText(/14:00 – 16:30$/)).toBeVisible();
  // As the server keeps it: the booking's payment and one extension's.
  const answer = await desk.api.get(`/api/admin/bookings/${booked.id}`, { headers: desk.admin });
  const purposes = ((await answer.json()).data.payments as Array<{ purpose: string }>).map(
    (row) => row.purpose,
  );
  expect(purposes).toEqual(['booking', 'extension']);
});
