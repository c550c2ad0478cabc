import type { Page } from '@playwright/test';
import { acceptTerms, logInAsAdmin } from '../fixtures/accounts';
import { pickDate, slotButton, weekdayAhead } from '../fixtures/booking';
import { fillGuest, proceedToPopup, readPaymentInvoice, simulatorPopup } from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 17 "Manage the venue", the catalogue: the admin adds a PS5 unit to the VIP room with two games,
// its price and points per hour, and a guest books it on /rent in the same run; the admin reorders
// the unit's games and the wizard follows; a unit in maintenance offers no slots.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const UNIT = 'VIP 9';
const GAMES = ['Tekken 8', 'Astro Bot'] as const;

/** The game buttons the wizard lists for the chosen unit, by their accessible names. */
async function wizardGames(page: Page) {
  const games = page.getByRole('list', { name: 'Game' }).getByRole('button');
  await expect(games.first()).toBeVisible();
  return games.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
}

/** Opens /rent at the VIP room's units as a guest would. */
async function openVipUnits(page: Page) {
  await page.goto('/rent');
  await page.getByRole('button', { name: 'PS5', exact: true }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: '2 people', exact: true }).click();
  await page
    .getByRole('list', { name: 'Room Type' })
    .getByRole('button', { name: 'VIP', exact: true })
    .click();
  return page.getByRole('list', { name: 'PS Unit' });
}

/** The units table's row of a unit, found with the search box. */
async function unitRow(page: Page, name: string) {
  await page.goto('/admin/manage/units');
  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('the admin adds a PS5 unit to VIP with two games, price and points; a guest books it on /rent', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Units' })).toBeVisible();
  await page.getByRole('button', { name: 'Add unit' }).click();
  const form = page.getByRole('dialog', { name: 'New unit' });
  await form.getByLabel('Room', { exact: true }).selectOption({ label: 'VIP' });
  await form.getByLabel('Name', { exact: true }).fill(UNIT);
  await form.getByLabel('Price per hour (Rp)').fill('52000');
  await form.getByLabel('Points per hour').fill('7');
  await form.getByRole('checkbox', { name: 'PS5', exact: true }).check();
  for (const game of GAMES) await form.getByRole('checkbox', { name: game, exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The unit was added.')).toBeVisible();
  await expect(form).toBeHidden();
  const row = await unitRow(page, UNIT);
  await expect(row).toContainText('VIP');
  await expect(row).toContainText('52.000');

  // A guest, in a browser of their own, finds it with its price and its games in the order given.
  const guest = await browser.newPage(baseURL ? { baseURL } : {});
  const units = await openVipUnits(guest);
  await expect(units.getByRole('button', { name: UNIT, exact: true })).toHaveAccessibleDescription(
    'Rp52.000/hour',
  );
  await units.getByRole('button', { name: UNIT, exact: true }).click();
  expect(await wizardGames(guest)).toEqual([...GAMES]);
  await guest.getByRole('list', { name: 'Game' }).getByRole('button').first().click();
  await guest.getByRole('button', { name: 'Next Step' }).click();
  await pickDate(guest, weekdayAhead(3, 3));
  await slotButton(guest, '18:00').click();
  await guest.getByRole('button', { name: '2 hours', exact: true }).click();
  await guest.getByRole('button', { name: 'Next Step' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: /Food/ })).toBeVisible();
  await guest.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(guest).toHaveURL(/\/booking-payment$/);
  await fillGuest(guest, 'Sari Tamu', '081298765432');
  await acceptTerms(guest, /I have read and agree to the/);
  await proceedToPopup(guest);
  const invoice = await readPaymentInvoice(guest);
  await simulatorPopup(guest).getByRole('button', { name: 'Bayar / Pay' }).click();
  await expect(guest).toHaveURL(`/booking-success?invoice_number=${invoice}`);
  await expect(guest.getByTestId('booking-status-badge')).toHaveText('Success');
  const record = (await (await guest.request.get(`/api/public/booking-status/${invoice}`)).json()).data;
  expect(record).toMatchObject({ status: 'confirmed', unit: { name: UNIT }, duration: 2 });
  await guest.close();
});

test('the admin reorders the unit’s games by keyboard and the wizard shows the new order', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAsAdmin(page);
  const row = await unitRow(page, UNIT);
  await row.getByRole('button', { name: `Order of the unit's games: ${UNIT}` }).click();
  const dialog = page.getByRole('dialog', { name: "Order of the unit's games" });
  const items = dialog.getByTestId('sortable-item');
  await expect(items).toHaveText([/Tekken 8/, /Astro Bot/]);
  // Pick Astro Bot up with the keyboard, move it above Tekken 8, drop it: saved at once.
  await dialog.getByRole('button', { name: /Drag Astro Bot to reorder/ }).focus();
  // dnd-kit measures the list after each key: the steps wait for its announcements. An arrow
  // pressed before the picked-up item is measured over its own place is ignored.
  const live = page.locator('[role="status"][aria-live="assertive"]');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Astro Bot moved to position 2.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Astro Bot moved to position 1.');
  await page.keyboard.press('Space');
  await expect(page.getByText("The games' order was saved.")).toBeVisible();
  await expect(items).toHaveText([/Astro Bot/, /Tekken 8/]);

  const guest = await browser.newPage(baseURL ? { baseURL } : {});
  const units = await openVipUnits(guest);
  await units.getByRole('button', { name: UNIT, exact: true }).click();
  expect(await wizardGames(guest)).toEqual(['Astro Bot', 'Tekken 8']);
  await guest.close();
});

test('a unit set to maintenance offers no slots on /rent', async ({ page, browser, baseURL, request }) => {
  await logInAsAdmin(page);
  const row = await unitRow(page, UNIT);
  const unitId = (await (await request.get('/api/public/units?room_name=VIP')).json()).data.find(
    (unit: { name: string }) => unit.name === UNIT,
  ).id as number;
  await row.getByRole('button', { name: `Edit ${UNIT}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${UNIT}` });
  await form.getByLabel('Status').selectOption({ label: 'Maintenance' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The unit was saved.')).toBeVisible();
  await expect(row.getByText('Maintenance')).toBeVisible();

  // The wizard no longer lists it, and its slots (asked for directly) are all taken.
  const guest = await browser.newPage(baseURL ? { baseURL } : {});
  const units = await openVipUnits(guest);
  await expect(units.getByRole('button', { name: 'VIP 1', exact: true })).toBeVisible();
  await expect(units.getByRole('button', { name: UNIT, exact: true })).toHaveCount(0);
  const slots = (
    await (
      await request.post(`/api/public/get-availability-time/${unitId}`, {
        data: { date: weekdayAhead(3, 4) },
      })
    ).json()
  ).slots as Array<{ is_available: boolean }>;
  expect(slots.length).toBeGreaterThan(0);
  expect(slots.some((slot) => slot.is_available)).toBe(false);
  await guest.close();
});

test('at 768 px the rows’ edit and delete stay in sight while the wide table scrolls under them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/admin/manage/units');
  const row = page.getByRole('row').filter({ hasText: 'PS4 Regular 1' });
  const edit = row.getByRole('button', { name: 'Edit PS4 Regular 1' });
  const remove = row.getByRole('button', { name: 'Delete PS4 Regular 1' });
  // Whatever the table's sideways scroll, the buttons are what a tap at their centre reaches.
  for (const scrollLeft of [0, 10_000]) {
    await page.locator('table').evaluate((table, left) => {
      (table.parentElement as HTMLElement).scrollLeft = left;
    }, scrollLeft);
    for (const button of [edit, remove]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(
        await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        }),
      ).toBe(true);
    }
  }
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
