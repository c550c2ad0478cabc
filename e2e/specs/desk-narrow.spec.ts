import type { Page, TestInfo } from '@playwright/test';
import { logInAsAdmin } from '../fixtures/accounts';
import { adminHeaders, bookThroughApi, findUnit, weekdayAhead } from '../fixtures/booking';
import { cashBooking } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 29, the back office at tablet and phone widths: at 360 px every screen is reached from the menu
// and none is wider than the phone (only the board scrolls sideways, inside its own frame, with the
// units' names kept in view); at 768 px the board shows the venue's whole opening day without a
// sideways scroll, as at 1280 px.

/** How far the page runs past the window's right edge, in px (0: it fits). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

async function expectFits(page: Page, testInfo: TestInfo, name: string) {
  expect(await pageOverflow(page), `${name} runs past the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the menu reaches the board, bookings, kitchen, shift, reports and a Manage screen, none wider than the phone, and a booking opens in its drawer', async ({
    page,
    request,
  }, testInfo) => {
    const unit = await findUnit(request, 'PS5', 'Regular', 'PS5 Regular 2');
    // A retry books other weeks: the first try's booking still holds its slot.
    const booked = await cashBooking(request, await adminHeaders(request), {
      unit,
      date: weekdayAhead(2, 20 + testInfo.retry),
      start: '12:00',
      hours: 1,
    });
    // A hold called off unpaid, listed first (the latest play time): its total is none, said in words
    // for assistive technology that must stay inside the list's own scroll.
    const admin = await adminHeaders(request);
    const hold = await bookThroughApi(request, {
      unit,
      date: weekdayAhead(2, 60 + testInfo.retry),
      start: '12:00',
      hours: 1,
    });
    const cancelled = await request.post(`/api/admin/bookings/${hold.data.id}/cancel`, {
      headers: admin,
      data: { reason: 'Tidak jadi' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await logInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Board', level: 1 })).toBeVisible();
    const board = page.getByTestId('board');
    await expect(board).toBeVisible();
    // The toolbar wraps: the day picker's Today stays on the screen.
    await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeInViewport();
    // The day does not fit a phone: it scrolls inside the board, its units' names staying in view.
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await board.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const unitName = page
      .locator('[data-testid="board-unit"][data-unit="PS5 Regular 1"]')
      .getByText('PS5 Regular 1');
    await unitName.scrollIntoViewIfNeeded();
    await expect(unitName).toBeInViewport();
    const frame = await board.boundingBox();
    const name = await unitName.boundingBox();
    expect(name?.x ?? -1).toBeGreaterThanOrEqual(frame?.x ?? 0);
    await expectFits(page, testInfo, 'board-360');

    const menu = page.getByRole('button', { name: 'Show the menu' });
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    // Each with something of its data, so what is measured is the screen drawn, not its loading state.
    const screens = [
      {
        link: 'Bookings',
        url: /\/admin\/bookings$/,
        ready: page.getByRole('columnheader', { name: 'Invoice' }),
      },
      {
        link: 'Kitchen',
        url: /\/admin\/kitchen$/,
        ready: page.getByRole('button', { name: 'Menu', exact: true }),
      },
      { link: 'Shift', url: /\/admin\/shift$/, ready: page.getByRole('heading', { name: 'Closed shifts' }) },
      {
        link: 'Reports',
        url: /\/admin\/reports$/,
        ready: page.getByRole('heading', { name: 'Revenue', exact: true }),
      },
      { link: 'Food & drinks', url: /\/admin\/manage\/fnbs$/, ready: page.getByText('Indomie Goreng Telur') },
      { link: 'Board', url: /\/admin$/, ready: board },
    ];
    for (const screen of screens) {
      await menu.click();
      const link = nav.getByRole('link', { name: screen.link, exact: true });
      // The menu scrolls: the Manage screens lie below the front desk's.
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(screen.url);
      await expect(page.getByRole('heading', { name: screen.link, level: 1 })).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(screen.ready.first()).toBeVisible();
      await expectFits(page, testInfo, `${screen.link.replace(/\W+/g, '-').toLowerCase()}-360`);
    }

    await menu.click();
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await page.getByLabel('Invoice, name or phone').fill(booked.invoice);
    await page.getByRole('button', { name: booked.invoice, exact: true }).click();
    const drawer = page.getByTestId('booking-drawer');
    const title = drawer.getByRole('heading', { name: `Booking ${booked.invoice}` });
    await expect(title).toBeVisible();
    // The whole invoice number is read, on two lines if need be, never cut short.
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(drawer.getByRole('button', { name: 'Receipt' })).toBeVisible();
    await expectFits(page, testInfo, 'drawer-360');
  });
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  for (const [day, weekday, last] of [
    ['a Tuesday, 10:00 to midnight', 2, '23:30'],
    ['a Saturday, 10:00 to 01:00', 6, '00:30'],
  ] as const) {
    test(`the board shows ${day} whole, without a sideways scroll`, async ({ page }, testInfo) => {
      const date = weekdayAhead(weekday, 2);
      await logInAsAdmin(page);
      await page.goto(`/admin?date=${date}`);
      const board = page.getByTestId('board');
      await expect(board).toBeVisible();
      expect(
        await board.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(1);
      const row = page.locator('[data-testid="board-unit"][data-unit="PS5 Regular 1"]');
      await expect(row.getByRole('button', { name: 'Book PS5 Regular 1 at 10:00' })).toBeInViewport();
      await expect(row.getByRole('button', { name: `Book PS5 Regular 1 at ${last}` })).toBeInViewport();
      await expect(board.getByText('10:00', { exact: true })).toBeInViewport();
      await expectFits(page, testInfo, `board-768-${weekday}`);
    });
  }

  test('today’s board keeps now in view', async ({ page }, testInfo) => {
    await logInAsAdmin(page);
    const board = page.getByTestId('board');
    await expect(board).toBeVisible();
    expect(await board.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      1,
    );
    // Outside the opening hours there is no now on the board.
    if (await page.getByTestId('board-now').count()) {
      await page.getByTestId('board-now').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('board-now')).toBeInViewport();
    }
    await expectFits(page, testInfo, 'board-768-today');
  });
});
