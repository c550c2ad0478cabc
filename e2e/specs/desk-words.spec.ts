import type { Page } from '@playwright/test';
import { findUnit, weekdayAhead } from '../fixtures/booking';
import { cashBooking, logInAsAdmin, startAround, useDeskServer } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 29 "A desk that tells the truth": what the desk reads in words, at 1280 and 768 px, on a
// product server of this file's own: the walk-in's console and games, the audit trail, the bookings
// list's no-show and phone numbers.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const desk = useDeskServer();
const { at } = desk;

async function openBoard(page: Page, date: string) {
  await page.goto(at(`/admin?date=${date}`));
  await expect(page.getByTestId('board')).toBeVisible();
}

for (const [index, width] of [1280, 768].entries()) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const date = weekdayAhead(3, 5 + index);

    test("a walk-in on a unit of two consoles is offered only the chosen console's games", async ({
      page,
    }) => {
      const vvip = await findUnit(desk.api, 'PS5', 'VVIP', 'VVIP 1');
      const detail = (await (await desk.api.get(`/api/public/units/${vvip.id}`)).json()) as {
        games: Array<{ title: string; consoles: Array<{ name: string }> }>;
      };
      const switchTitles = detail.games
        .filter((game) => game.consoles.some((item) => item.name === 'Nintendo Switch'))
        .map((game) => game.title);

      await logInAsAdmin(page, desk.server.baseUrl);
      await openBoard(page, date);
      await page.getByRole('button', { name: 'Book VVIP 1 at 15:00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Walk-in on VVIP 1' });
      // A select's name is its label and its chosen option ('GameChoose a console first').
      const consoleSelect = dialog.getByRole('combobox', { name: /^Console/ });
      const gameSelect = dialog.getByRole('combobox', { name: /^Game/ });
      await expect(gameSelect).toHaveValue('');
      await expect(gameSelect.locator('option')).toHaveText(['Choose a console first']);
      await consoleSelect.selectOption('Nintendo Switch');
      await expect(gameSelect.locator('option')).toHaveText(['Choose a game', ...switchTitles]);
      await gameSelect.selectOption({ index: 1 });
      await dialog.getByLabel('Name').fill('Tari Switch');
      await dialog.getByLabel('Phone').fill('081298765433');
      await dialog.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(page.getByText(/^Walk-in BOOK-\d{8}-\w+ booked\.$/)).toBeVisible();
    });

    test('the audit trail reads a move in words, the raw facts behind Details', async ({ page }) => {
      const from = await findUnit(desk.api, 'PS5', 'Regular', 'PS5 Regular 1');
      const to = await findUnit(desk.api, 'PS5', 'Regular', 'PS5 Regular 3');
      const booked = await cashBooking(desk.api, desk.admin, { unit: from, date, start: '12:00', hours: 2 });
      const moved = await desk.api.post(`/api/admin/bookings/${booked.id}/move`, {
        headers: desk.admin,
        data: { unit_id: to.id, start_time: `${date} 12:00`, end_time: `${date} 14:00` },
      });
      expect(moved.status(), await moved.text()).toBe(200);

      await logInAsAdmin(page, desk.server.baseUrl);
      await page.goto(at('/admin/audit'));
      await page.getByLabel('Action').selectOption({ label: 'Moved' });
      // The walk-in's own entry goes once the filter applies; the move's stays.
      await expect(page.getByTestId('audit-entry').filter({ hasText: 'Walk-in sold' })).toHaveCount(0);
      const entry = page.getByTestId('audit-entry').filter({ hasText: booked.invoice });
      await expect(entry.getByTestId('audit-words')).toHaveText(
        'Moved from PS5 Regular 1, 12:00–14:00 to PS5 Regular 3, 12:00–14:00',
      );
      await expect(entry).toContainText('Moved');
      await expect(entry).toContainText('(Admin)');
      await expect(entry.getByText(/start_at/).first()).toBeHidden();
      await entry.getByText('Details').click();
      await expect(entry.getByText(/start_at/).first()).toBeVisible();
    });

    test('the bookings list names a no-show as the board does, filters it apart and shows phones as 08…', async ({
      page,
    }) => {
      const unit = await findUnit(
        desk.api,
        'PS4',
        'Regular',
        index === 0 ? 'PS4 Regular 2' : 'PS4 Regular 3',
      );
      const absent = await cashBooking(desk.api, desk.admin, { unit, date, start: '18:00', hours: 1 });
      await startAround(desk.server.sql, absent.id, -20, 1);
      const marked = await desk.api.post(`/api/admin/bookings/${absent.id}/no-show`, { headers: desk.admin });
      expect(marked.status(), await marked.text()).toBe(200);

      await logInAsAdmin(page, desk.server.baseUrl);
      await page.goto(at('/admin/bookings'));
      await page.getByLabel('Invoice, name or phone').fill(absent.invoice);
      const row = page.getByRole('row').filter({ hasText: absent.invoice });
      await expect(row.getByTestId('booking-status')).toHaveText('No-show');
      await expect(row).toContainText('081234500001');
      await expect(row).not.toContainText('6281234500001');
      // The status filter's "No-show" lists it, "Cancelled" the other cancelled bookings only (issue 29).
      const status = page.getByRole('combobox', { name: /^Status/ });
      await status.selectOption({ label: 'Cancelled' });
      await expect(page.getByText('No booking matches.')).toBeVisible();
      await status.selectOption({ label: 'No-show' });
      await expect(row.getByTestId('booking-status')).toHaveText('No-show');
    });
  });
}
