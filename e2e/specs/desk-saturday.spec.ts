import type { Page } from '@playwright/test';
import { formatRupiah } from '@ruangmain/domain/money';
import { createActiveAccount } from '../fixtures/accounts';
import { type DemoUnit, expectedDemoPrice, findUnit, weekdayAhead } from '../fixtures/booking';
import {
  type Booked,
  clockOf,
  halfHourAfter,
  logInAsAdmin,
  openVenueAroundNow,
  outboxOf,
  paidFoodOrder,
  paidOnlineBooking,
  placeAt,
  useDeskServer,
} from '../fixtures/desk';
import { customerHeaders, DEMO_REWARDS } from '../fixtures/rewards';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 29, Acceptance: a Saturday at the desk, end to end, at 1280 and 768 px, each width on a product
// server of its own (fixtures/desk.ts) whose hours keep the venue open around now. The shift opens; six
// online bookings are paid; a party is checked in and extended an hour in cash; a booking is dragged to
// another unit; a cash walk-in starts now and its receipt prints; a party never comes; a food order is
// served; a keychain is handed over; half of a booking is refunded; the shift closes Rp7.000 short.
// Asserted: the board's states and figures, the drawer's sums, the receipt, the customer's WhatsApp
// notices and the shift's totals.
test.describe.configure({ mode: 'serial' });

const FLOAT = 200_000;
const SHORT_BY = 7_000;
const MINUTE = 60_000;
/** What the customer was sent before the desk did anything: the code, confirmations, reminders. */
const BEFORE_THE_DESK = ['activation', 'booking_confirmed', 'booking_reminder'];

const drawer = (page: Page) => page.getByTestId('booking-drawer');
const moneyRow = (page: Page, row: string) =>
  drawer(page).getByTestId('drawer-money').locator(`[data-row="${row}"]`);
const block = (page: Page, invoice: string) =>
  page.locator(`[data-testid="board-block"][data-invoice="${invoice}"]`);
const unitRow = (page: Page, unit: string) => page.locator(`[data-testid="board-unit"][data-unit="${unit}"]`);
const figure = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Today at a glance' }).getByTestId(`summary-${name}`);

type Summary = {
  revenue: number;
  bookings: number;
  units_in_use: number;
  units_total: number;
  food_orders_open: number;
};

for (const width of [1280, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    const desk = useDeskServer();
    const { at } = desk;
    const unit = (consoleName: string, room: string, name: string) =>
      findUnit(desk.api, consoleName, room, name);
    const paidOf = async (booked: Booked) =>
      (await (await desk.api.get(`/api/admin/bookings/${booked.id}`, { headers: desk.admin })).json()).data
        .paid_amount as number;

    async function openBoard(page: Page) {
      await page.goto(at('/admin'));
      await expect(page.getByTestId('board')).toBeVisible();
    }

    async function openDrawer(page: Page, booked: Booked) {
      await block(page, booked.invoice).click();
      await expect(drawer(page).getByRole('heading', { name: `Booking ${booked.invoice}` })).toBeVisible();
    }

    async function closeDrawer(page: Page) {
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toHaveCount(0);
    }

    test('a Saturday at the desk: states, figures, sums, receipt, notices and the shift', async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      await openVenueAroundNow(desk.api, desk.admin);
      const day = (await (await desk.api.get('/api/admin/board', { headers: desk.admin })).json()).data
        .date as string;
      const baseline = (await (await desk.api.get('/api/admin/board', { headers: desk.admin })).json()).data
        .summary as Summary;

      // The venue's staff: the shift opens with the float.
      await logInAsAdmin(page, desk.server.baseUrl);
      await page.goto(at('/admin/shift'));
      await page.getByLabel('Cash in the drawer (Rp)').fill(String(FLOAT));
      await page.getByRole('button', { name: 'Open shift' }).click();
      await expect(page.getByRole('heading', { name: 'Shift open' })).toBeVisible();

      // Six online bookings of one customer, paid in the payment simulator, then placed around now.
      const account = await createActiveAccount(desk.api);
      const customer = { account, headers: await customerHeaders(desk.api, account) };
      const units = {
        arriving: await unit('PS5', 'Regular', 'PS5 Regular 1'),
        moving: await unit('PS5', 'Regular', 'PS5 Regular 3'),
        absent: await unit('PS4', 'Regular', 'PS4 Regular 1'),
        refunded: await unit('PS5', 'VIP', 'VIP 1'),
        // Eight hours of VVIP 1 earn the keychain's 60 points.
        long: await unit('PS5', 'VVIP', 'VVIP 1'),
        later: await unit('Nintendo Switch', 'Regular', 'Switch Regular 1'),
      };
      const hoursOf = { arriving: 2, moving: 1, absent: 2, refunded: 2, long: 8, later: 1 };
      const booked = {} as Record<keyof typeof units, Booked>;
      const paid = {} as Record<keyof typeof units, number>;
      for (const [index, key] of (Object.keys(units) as Array<keyof typeof units>).entries()) {
        booked[key] = await paidOnlineBooking(desk.api, customer, {
          unit: units[key] as DemoUnit,
          date: weekdayAhead(1, 2 + index),
          start: '10:00',
          hours: hoursOf[key],
        });
        paid[key] = await paidOf(booked[key]);
      }
      const moveAt = halfHourAfter(30);
      await placeAt(desk.server.sql, booked.arriving.id, new Date(Date.now() - 10 * MINUTE), 120);
      await placeAt(desk.server.sql, booked.absent.id, new Date(Date.now() - 20 * MINUTE), 120);
      await placeAt(desk.server.sql, booked.moving.id, moveAt, 60);
      await placeAt(desk.server.sql, booked.refunded.id, halfHourAfter(60), 120);
      await placeAt(desk.server.sql, booked.long.id, halfHourAfter(90), 480);
      await placeAt(desk.server.sql, booked.later.id, halfHourAfter(30), 60);

      await openBoard(page);
      await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue(day);
      await expect(page.getByTestId('board-now')).toBeVisible();
      await expect(block(page, booked.arriving.invoice)).toHaveAttribute('data-state', 'due');
      await expect(block(page, booked.absent.invoice)).toHaveAttribute('data-state', 'due');
      await expect(block(page, booked.later.invoice)).toHaveAttribute('data-state', 'upcoming');
      await expect(figure(page, 'units')).toHaveText(`${baseline.units_in_use} / ${baseline.units_total}`);

      // The party of PS5 Regular 1 arrives, and stays an hour longer, paid in cash.
      await openDrawer(page, booked.arriving);
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Due (not arrived)');
      await drawer(page).getByRole('button', { name: 'Check in' }).click();
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Playing');
      await drawer(page).getByRole('button', { name: 'Extend' }).click();
      const extend = drawer(page).getByRole('form', { name: 'Add time' });
      await extend.getByLabel('Minutes').selectOption('60');
      await extend.getByLabel('Payment').selectOption('cash');
      await extend.getByRole('button', { name: 'Add time' }).click();
      await expect(page.getByText('Added 60 minutes.').first()).toBeVisible();
      const extension = units.arriving.price_per_hour;
      const arrivingTotal = paid.arriving + extension;
      await expect(moneyRow(page, 'extensions')).toHaveText(`Extra time${formatRupiah(extension)}`);
      await expect(moneyRow(page, 'total')).toHaveText(`Total${formatRupiah(arrivingTotal)}`);
      await expect(moneyRow(page, 'paid')).toHaveText(`Paid${formatRupiah(arrivingTotal)}`);
      await expect(moneyRow(page, 'due')).toHaveCount(0);
      await closeDrawer(page);
      await expect(block(page, booked.arriving.invoice)).toHaveAttribute('data-state', 'playing');

      // PS5 Regular 3's booking dragged onto PS5 Regular 4, at the same time.
      const moveClock = clockOf(moveAt);
      await block(page, booked.moving.invoice).dragTo(
        page.getByRole('button', { name: `Book PS5 Regular 4 at ${moveClock}` }),
      );
      await expect(page.getByText('Booking moved.')).toBeVisible();
      await expect(
        unitRow(page, 'PS5 Regular 4').locator(`[data-invoice="${booked.moving.invoice}"]`),
      ).toBeVisible();
      await expect(
        unitRow(page, 'PS5 Regular 3').locator(`[data-invoice="${booked.moving.invoice}"]`),
      ).toHaveCount(0);

      // A walk-in on PS4 Regular 2, starting now, paid in cash with change; checked in; its receipt printed.
      const walkInUnit = await unit('PS4', 'Regular', 'PS4 Regular 2');
      const walkInPrice = (
        await expectedDemoPrice(desk.api, {
          pricePerHour: walkInUnit.price_per_hour,
          hours: 1,
          food: [],
          promoPercentage: 0,
        })
      ).total;
      const nowCell = clockOf(new Date(Math.floor(Date.now() / (30 * MINUTE)) * 30 * MINUTE));
      await page.getByRole('button', { name: `Book PS4 Regular 2 at ${nowCell}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Walk-in on PS4 Regular 2' });
      await expect(dialog.getByText(/^Starts now, \d{2}:\d{2}\.$/)).toBeVisible();
      await dialog.getByLabel('Name').fill('Agus Walkin');
      await dialog.getByLabel('Phone').fill('081298765432');
      await dialog.getByLabel('Game').selectOption({ index: 1 });
      await dialog.getByLabel('Duration').selectOption('1');
      await expect(dialog.getByTestId('walk-in-total')).toHaveText(formatRupiah(walkInPrice));
      await dialog.getByLabel('Cash received (Rp)').fill('50000');
      await expect(dialog.getByTestId('walk-in-change')).toHaveText(
        `Change: ${formatRupiah(50_000 - walkInPrice)}`,
      );
      await dialog.getByRole('button', { name: 'Book', exact: true }).click();
      const bookedToast = page.getByText(/^Walk-in (BOOK-\d{8}-\w+) booked\. Change: /);
      await expect(bookedToast).toBeVisible();
      const walkIn = {
        id: 0,
        invoice: ((await bookedToast.textContent()) ?? '').match(/BOOK-\d{8}-\w+/)?.[0] ?? '',
      };
      await openDrawer(page, walkIn);
      await drawer(page).getByRole('button', { name: 'Check in' }).click();
      await expect(drawer(page).getByTestId('drawer-state')).toHaveText('Playing');
      await expect(moneyRow(page, 'total')).toHaveText(`Total${formatRupiah(walkInPrice)}`);
      await expect(moneyRow(page, 'paid')).toHaveText(`Paid${formatRupiah(walkInPrice)}`);
      await drawer(page).getByRole('button', { name: 'Receipt' }).click();
      const receipt = drawer(page).getByTestId('receipt');
      await expect(receipt.getByText(walkIn.invoice)).toBeVisible();
      await expect(receipt.getByText('PS4 Regular 2')).toBeVisible();
      await expect(receipt.locator('[data-row="final"]')).toHaveText(`Total${formatRupiah(walkInPrice)}`);
      await expect(receipt.locator('[data-row="paid"]')).toHaveText(`Paid${formatRupiah(walkInPrice)}`);
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await drawer(page).getByRole('button', { name: 'Print', exact: true }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
      await closeDrawer(page);

      // The party of PS4 Regular 1 never comes.
      await openDrawer(page, booked.absent);
      await drawer(page).getByRole('button', { name: 'No-show' }).click();
      await expect(page.getByText('Marked as a no-show.')).toBeVisible();
      await closeDrawer(page);
      await expect(block(page, booked.absent.invoice)).toHaveAttribute('data-state', 'no_show');

      // Half of VIP 1's booking refunded, confirmed first.
      await openDrawer(page, booked.refunded);
      await drawer(page).getByRole('button', { name: 'Refund' }).click();
      const refundForm = drawer(page).getByRole('form', { name: 'Refund' });
      await refundForm.getByRole('button', { name: 'Half' }).click();
      await refundForm.getByLabel('Reason').fill('AC rusak, pindah jadwal');
      await refundForm.getByRole('button', { name: 'Refund' }).click();
      await drawer(page)
        .getByRole('alertdialog', { name: 'Confirm the refund' })
        .getByRole('button', { name: /^Yes, refund Rp[\d.]+$/ })
        .click();
      const refundedToast = page.getByText(/^Refunded Rp[\d.]+; \d+ points taken back\.$/);
      await expect(refundedToast).toBeVisible();
      const refund = Number(
        ((await refundedToast.textContent()) ?? '').match(/Rp([\d.]+)/)?.[1]?.replaceAll('.', ''),
      );
      expect(refund).toBe(Math.round(paid.refunded / 2));
      await closeDrawer(page);

      // A food order for table 7, in the board's figures until the kitchen serves it.
      const food = await paidFoodOrder(desk.api, '7');
      const foodPaid = await paidOf(food);
      await expect(figure(page, 'food')).toHaveText(String(baseline.food_orders_open + 1));
      await page.getByRole('link', { name: 'Kitchen' }).click();
      const card = page.locator(`[data-testid="kitchen-order"][data-invoice="${food.invoice}"]`);
      await card.getByRole('button', { name: 'Start preparing' }).click();
      await card.getByRole('button', { name: 'Served' }).click();
      await expect(
        page.getByRole('region', { name: 'Served' }).locator(`[data-invoice="${food.invoice}"]`),
      ).toBeVisible();

      // The keychain the customer's points bought, handed over at the counter.
      const rewards = (await (await desk.api.get('/api/public/rewards')).json()) as Array<{
        id: number;
        name: string;
      }>;
      const keychain = rewards.find((reward) => reward.name === DEMO_REWARDS.keychain);
      const redeemed = await desk.api.post(`/api/customer/rewards/${keychain?.id}/redeem`, {
        headers: customer.headers,
      });
      expect(redeemed.status(), await redeemed.text()).toBe(201);
      const voucher = (await redeemed.json()).voucher_code as string;
      await page.getByRole('link', { name: 'Merchandise' }).click();
      await page.getByLabel('Phone, name or voucher code').fill(voucher);
      const claim = page.getByTestId('reward-claim').filter({ hasText: voucher });
      await claim.getByRole('button', { name: 'Hand over' }).click();
      await expect(page.getByText(`handed over to ${account.name}.`)).toBeVisible();

      // The board at the end of the evening: its states and its figures.
      await page.getByRole('link', { name: 'Board' }).click();
      await expect(page.getByTestId('board')).toBeVisible();
      await expect(block(page, booked.arriving.invoice)).toHaveAttribute('data-state', 'playing');
      await expect(block(page, walkIn.invoice)).toHaveAttribute('data-state', 'playing');
      await expect(block(page, booked.absent.invoice)).toHaveAttribute('data-state', 'no_show');
      await expect(block(page, booked.moving.invoice)).toHaveAttribute('data-state', 'upcoming');
      const received =
        Object.values(paid).reduce((sum, amount) => sum + amount, 0) + extension + walkInPrice + foodPaid;
      await expect(figure(page, 'revenue')).toHaveText(formatRupiah(baseline.revenue + received - refund));
      // Six online and the walk-in, less the no-show.
      await expect(figure(page, 'bookings')).toHaveText(String(baseline.bookings + 6));
      await expect(figure(page, 'units')).toHaveText(
        `${baseline.units_in_use + 2} / ${baseline.units_total}`,
      );
      await expect(figure(page, 'food')).toHaveText(String(baseline.food_orders_open));
      await page.screenshot({ path: testInfo.outputPath(`saturday-board-${width}.png`), fullPage: true });

      // The bookings list says what the drawer says: the extra hour in the total.
      await page.getByRole('link', { name: 'Bookings', exact: true }).click();
      await page.getByLabel('Invoice, name or phone').fill(booked.arriving.invoice);
      await expect(page.getByRole('row').filter({ hasText: booked.arriving.invoice })).toContainText(
        formatRupiah(arrivingTotal),
      );

      // The customer was told of the move, the extra hour, the no-show and the refund, in words.
      const told = async () =>
        (await outboxOf(desk.api, account.phone))
          .map((message) => message.kind)
          .filter((kind) => !BEFORE_THE_DESK.includes(kind));
      await expect
        .poll(async () => (await told()).sort(), { timeout: 30_000 })
        .toEqual(['booking_extended', 'booking_moved', 'booking_no_show', 'booking_refunded']);
      const bodyOf = async (kind: string) =>
        (await outboxOf(desk.api, account.phone)).find((message) => message.kind === kind)?.body ?? '';
      expect(await bodyOf('booking_moved')).toMatch(
        new RegExp(
          `dipindahkan dari PS5 Regular 3, .+, ${moveClock}–\\d{2}:\\d{2} WIB ke PS5 Regular 4, .+, ${moveClock}–`,
        ),
      );
      expect(await bodyOf('booking_extended')).toContain(`ditambah 60 menit (${formatRupiah(extension)})`);
      expect(await bodyOf('booking_no_show')).toMatch(/PS4 Regular 1, .+ WIB\) kami catat tidak datang/);
      expect(await bodyOf('booking_refunded')).toContain(
        `refund ${formatRupiah(refund)} untuk booking ${booked.refunded.invoice} (VIP 1, `,
      );

      // The shift counts the counter's cash only (the walk-in and the extra hour), blind; closed 7,000 short.
      const cash = walkInPrice + extension;
      await page.getByRole('link', { name: 'Shift', exact: true }).click();
      const methods = page.getByRole('table', { name: 'Totals per payment method' });
      await expect(methods.getByRole('row', { name: /Cash/ })).toContainText('2');
      await expect(methods).not.toContainText(/Midtrans|Refund/);
      await expect(page.getByTestId('expected-cash')).toHaveCount(0);
      await page.getByLabel('Cash counted (Rp)').fill(String(FLOAT + cash - SHORT_BY));
      await page.getByLabel('Note').fill('Kembalian salah hitung');
      await page.getByRole('button', { name: 'Close shift' }).click();
      await expect(page.getByText('Shift closed.')).toBeVisible();
      const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Kembalian salah hitung' });
      await expect(row).toContainText(formatRupiah(FLOAT + cash));
      await expect(row).toContainText(`Short by ${formatRupiah(SHORT_BY)}`);
      await page.screenshot({ path: testInfo.outputPath(`saturday-shift-${width}.png`), fullPage: true });
    });
  });
}
