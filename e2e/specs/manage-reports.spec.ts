import { readFileSync } from 'node:fs';
import { formatRupiah } from '@ruangmain/domain/money';
import { createStaffAccount, logIn, logInAsAdmin } from '../fixtures/accounts';
import { adminHeaders, findUnit, venueToday, weekdayAhead } from '../fixtures/booking';
import { cashBooking } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 18 "Reports": after a walk-in paid in cash at the desk, the admin opens today's report, finds
// the booking's amount in revenue (total and the desk's source) and its line in the transactions CSV;
// the board shows today at a glance; the front desk sees no Reports link and is refused the address.
// At 1280 and 768 px.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

for (const [index, width] of [1280, 768].entries()) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("finds a paid booking's amount in today's revenue and its line in the transactions CSV", async ({
      page,
      request,
    }) => {
      const admin = await adminHeaders(request);
      const today = venueToday();
      const revenueNow = async () =>
        (
          await (
            await request.get(`/api/admin/reports/revenue?from=${today}&to=${today}`, { headers: admin })
          ).json()
        ).data as { total: number; by_source: Array<{ source: string; net: number }> };
      const before = await revenueNow();
      const unit = await findUnit(request, 'PS4', 'Regular', 'PS4 Regular 1');
      const walkIn = await cashBooking(request, admin, {
        unit,
        date: weekdayAhead(2, 9 + index),
        start: '15:00',
        hours: 2,
      });
      const paid = (await (await request.get(`/api/admin/bookings/${walkIn.id}`, { headers: admin })).json())
        .data.paid_amount as number;
      expect(paid).toBeGreaterThan(0);
      const deskBefore = before.by_source.find((row) => row.source === 'ots')?.net ?? 0;

      await logInAsAdmin(page);
      // Today at a glance on the board, with the money just taken in it.
      const glance = page.getByRole('region', { name: 'Today at a glance' });
      await expect(glance.getByText('Revenue so far')).toBeVisible();
      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/reports/);
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      await expect(page.getByTestId('revenue-total')).toHaveText(formatRupiah(before.total + paid));
      const bySource = page.getByRole('table', { name: 'By source' });
      await expect(bySource.getByRole('row', { name: /Desk \(OTS\) bookings/ })).toContainText(
        formatRupiah(deskBefore + paid),
      );
      const byMethod = page.getByRole('table', { name: 'By payment method' });
      await expect(byMethod.getByRole('row', { name: /Cash/ })).toBeVisible();
      // The chart's axes are named and its value axis marked in rupiah (issue 29).
      await expect(page.getByTestId('chart-y-label')).toHaveText('Revenue (refunds taken off)');
      await expect(page.getByTestId('chart-x-label')).toHaveText('Hour');
      await expect(page.getByTestId('chart-tick').filter({ hasText: /^Rp0$/ })).toHaveCount(1);
      // The numbers behind the chart are one tap away.
      await page.getByRole('button', { name: 'Show numbers' }).click();
      await expect(page.getByRole('table', { name: 'Revenue by hour' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Occupancy' })).toBeVisible();
      await expect(page.getByText(/of sellable hours sold/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download transactions (CSV)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`transactions-${today}-to-${today}.csv`);
      const csv = readFileSync(await download.path(), 'utf8');
      // One writer for every export (issue 29): a byte-order mark, a header people read, no blank line.
      expect(csv.startsWith('\uFEFFInvoice,Customer,Phone (machine form 62…),Items')).toBe(true);
      expect(csv.split('\r\n')[1]).not.toBe('');
      const line = csv.split('\r\n').find((one) => one.startsWith(walkIn.invoice));
      expect(line).toContain(`,${paid},cash,${today} `);
      await expect(page.getByText('The transactions were downloaded.')).toBeVisible();
    });

    test('the front desk sees no Reports link and is refused the address', async ({ page, request }) => {
      const admin = await adminHeaders(request);
      const account = await createStaffAccount(request, admin);
      await logIn(page, account.username, account.password);
      await expect(
        page.getByRole('region', { name: 'Today at a glance' }).getByText('Units in use'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Board', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
      await page.goto('/admin/reports');
      await expect(page.getByText('Only an admin can open this page.')).toBeVisible();
    });
  });
}
