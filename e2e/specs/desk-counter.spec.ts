import type { Page } from '@playwright/test';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { formatRupiah } from '@ruangmain/domain/money';
import { logInAsAdmin } from '../fixtures/accounts';
import { adminHeaders, expectedDemoPrice, findUnit, venueToday, weekdayAhead } from '../fixtures/booking';
import { cashBooking, openVenueAroundNow, useDeskServer } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 29, the money at the counter, at 1280 and 768 px: the drawer's money lines after a 60-minute
// cash extension add up (Total = Paid), the receipt prints from the drawer on a 58 mm or 80 mm roll or
// A4, and the walk-in dialog shows the amount due, the cash received and the change before Book, and
// starts now, to the minute, on the cell now is in (at any hour: on a server whose venue is open then).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const drawer = (page: Page) => page.getByTestId('booking-drawer');
const moneyRow = (page: Page, row: string) =>
  drawer(page).getByTestId('drawer-money').locator(`[data-row="${row}"]`);

for (const [index, width] of [1280, 768].entries()) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('after a 60-minute cash extension the drawer adds up, and its receipt prints at 58 mm, 80 mm and A4', async ({
      page,
      request,
    }, testInfo) => {
      const admin = await adminHeaders(request);
      const unit = await findUnit(request, 'PS4', 'Regular', 'PS4 Regular 1');
      const booked = await cashBooking(request, admin, {
        unit,
        // A retry books other weeks: the first try's booking still holds its slot.
        date: weekdayAhead(3, 9 + index + 4 * testInfo.retry),
        start: '14:00',
        hours: 2,
      });
      const extended = await request.post(`/api/admin/bookings/${booked.id}/extend`, {
        headers: { ...admin, 'idempotency-key': `counter-extend-${booked.id}` },
        data: { minutes: 60, payment_method: 'cash' },
      });
      expect(extended.status(), await extended.text()).toBe(200);
      const price = await expectedDemoPrice(request, {
        pricePerHour: unit.price_per_hour,
        hours: 2,
        food: [],
        promoPercentage: 0,
      });
      const total = price.total + unit.price_per_hour;

      await logInAsAdmin(page);
      await page.goto('/admin/bookings');
      await page.getByLabel('Invoice, name or phone').fill(booked.invoice);
      await page.getByRole('button', { name: booked.invoice, exact: true }).click();
      await expect(drawer(page).getByRole('heading', { name: `Booking ${booked.invoice}` })).toBeVisible();
      await expect(moneyRow(page, 'session')).toHaveText(`Play${formatRupiah(price.sessionSubtotal)}`);
      await expect(moneyRow(page, 'extensions')).toHaveText(`Extra time${formatRupiah(unit.price_per_hour)}`);
      await expect(moneyRow(page, 'fee')).toHaveText(`Service fees${formatRupiah(price.serviceFeeAmount)}`);
      await expect(moneyRow(page, 'total')).toHaveText(`Total${formatRupiah(total)}`);
      await expect(moneyRow(page, 'paid')).toHaveText(`Paid${formatRupiah(total)}`);
      await expect(moneyRow(page, 'due')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`drawer-${width}.png`), fullPage: true });

      await drawer(page).getByRole('button', { name: 'Receipt' }).click();
      const receipt = drawer(page).getByTestId('receipt');
      await expect(receipt.getByText('RuangMain', { exact: true })).toBeVisible();
      await expect(
        receipt.getByText('Jl. Dipatiukur No. 35, Coblong, Bandung, Jawa Barat 40132'),
      ).toBeVisible();
      await expect(receipt.getByText(booked.invoice)).toBeVisible();
      // The demo venue has no NPWP: the receipt prints none (manage-content.spec.ts prints one).
      await expect(receipt.getByTestId('receipt-tax-number')).toHaveCount(0);
      await expect(receipt.locator('[data-row="extension"]')).toContainText('60 min');
      await expect(receipt.locator('[data-row="final"]')).toHaveText(`Total${formatRupiah(total)}`);
      await expect(receipt.locator('[data-row="paid"]')).toHaveText(`Paid${formatRupiah(total)}`);
      await expect(receipt).toHaveAttribute('data-width', '80mm');

      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      for (const paper of ['58 mm', '80 mm', 'A4']) {
        await drawer(page).getByLabel(paper, { exact: true }).check();
        await page.emulateMedia({ media: 'print' });
        const sheet = page.getByTestId('print-sheet');
        await expect(sheet).toBeVisible();
        await expect(sheet).toHaveAttribute('data-width', paper === 'A4' ? 'a4' : paper.replace(' ', ''));
        await expect(sheet.locator('[data-row="final"]')).toHaveText(`Total${formatRupiah(total)}`);
        await expect(drawer(page)).toBeHidden();
        await page.screenshot({
          path: testInfo.outputPath(`receipt-${paper.replace(' ', '')}-${width}.png`),
          fullPage: true,
        });
        await page.emulateMedia({ media: 'screen' });
      }
      await drawer(page).getByRole('button', { name: 'Print', exact: true }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    });

    test('a cash walk-in shows the amount due, the cash received and the change before Book', async ({
      page,
      request,
    }, testInfo) => {
      const unit = await findUnit(request, 'PS4', 'Regular', 'PS4 Regular 1');
      const date = weekdayAhead(3, 11 + index + 4 * testInfo.retry);
      const price = await expectedDemoPrice(request, {
        pricePerHour: unit.price_per_hour,
        hours: 2,
        food: [],
        promoPercentage: 0,
      });
      await logInAsAdmin(page);
      await page.goto(`/admin?date=${date}`);
      await page.getByRole('button', { name: `Book ${unit.name} at 15:00` }).click();
      const dialog = page.getByRole('dialog', { name: `Walk-in on ${unit.name}` });
      await dialog.getByLabel('Name').fill('Agus Walkin');
      await dialog.getByLabel('Phone').fill('081298765432');
      await dialog.getByLabel('Game').selectOption({ index: 1 });
      await dialog.getByLabel('Duration').selectOption('2');
      await expect(dialog.getByTestId('walk-in-total')).toHaveText(formatRupiah(price.total));
      await dialog.getByLabel('Cash received (Rp)').fill(String(price.total - 1_000));
      await expect(dialog.getByTestId('walk-in-change')).toHaveText(
        `Not enough: ${formatRupiah(1_000)} short`,
      );
      await expect(dialog.getByRole('button', { name: 'Book', exact: true })).toBeDisabled();
      await dialog.getByLabel('Cash received (Rp)').fill('100000');
      const change = 100_000 - price.total;
      await expect(dialog.getByTestId('walk-in-change')).toHaveText(`Change: ${formatRupiah(change)}`);
      await page.screenshot({ path: testInfo.outputPath(`walk-in-${width}.png`) });
      await dialog.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(
        page.getByText(
          new RegExp(
            `^Walk-in BOOK-\\d{8}-\\w+ booked\\. Change: ${formatRupiah(change).replace('.', '\\.')}\\.$`,
          ),
        ),
      ).toBeVisible();
    });
  });
}

// The walk-in now needs the venue open for an hour from now, whatever the hour the journey runs at: on
// a product server of its own whose hours are set around now (fixtures/desk.ts openVenueAroundNow); the
// shared server keeps the demo venue's hours.
test.describe('with the venue open around now', () => {
  const desk = useDeskServer();
  test.beforeAll(async () => {
    await openVenueAroundNow(desk.api, desk.admin);
  });

  for (const [index, width] of [1280, 768].entries()) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('a walk-in on the cell now is in starts now, to the minute', async ({ page }) => {
        const venueNow = toLocalDateTime(new Date(), 'Asia/Jakarta');
        const cell = `${venueNow.slice(11, 13)}:${Number(venueNow.slice(14, 16)) < 30 ? '00' : '30'}`;
        await logInAsAdmin(page, { baseUrl: desk.server.baseUrl });
        await page.goto(`${desk.server.baseUrl}/admin?date=${venueToday()}`);
        await expect(page.getByTestId('board')).toBeVisible();
        // A regular unit (one console, so the dialog asks no console) free now: each width takes its own.
        const free = page
          .getByRole('button', { name: new RegExp(`^Book (PS5|PS4|Switch) Regular \\d+ at ${cell}$`) })
          .nth(index);
        const unitName = ((await free.getAttribute('aria-label')) ?? '').replace(/^Book (.+) at .+$/, '$1');
        await free.click();
        const dialog = page.getByRole('dialog', { name: `Walk-in on ${unitName}` });
        await expect(dialog.getByText(/^Starts now, \d{2}:\d{2}\.$/)).toBeVisible();
        await dialog.getByLabel('Name').fill('Sari Sekarang');
        await dialog.getByLabel('Phone').fill('081298765433');
        await dialog.getByLabel('Game').selectOption({ index: 1 });
        await dialog.getByRole('button', { name: 'Book', exact: true }).click();
        await expect(page.getByText(/^Walk-in BOOK-\d{8}-\w+ booked\./)).toBeVisible();
        const block = page
          .locator(`[data-testid="board-unit"][data-unit="${unitName}"] [data-testid="board-block"]`)
          .filter({ hasText: 'Sari Sekarang' });
        // A party that has not arrived shows how late it is; its name for assistive technology keeps the time.
        await expect(block).toHaveAttribute('aria-label', /\d{2}:\d{2}–\d{2}:\d{2}/);
        const start = ((await block.getAttribute('aria-label')) ?? '').match(/(\d{2}:\d{2})–/)?.[1] ?? '';
        // Not the half-hour cell's start: the minute the walk-in was booked.
        expect(start > cell || venueNow.slice(14, 16) === cell.slice(3)).toBe(true);
        expect(start <= toLocalDateTime(new Date(), 'Asia/Jakarta').slice(11, 16)).toBe(true);
      });
    });
  }
});
