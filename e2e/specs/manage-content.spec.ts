import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findUnit, weekdayAhead } from '../fixtures/booking';
import { type Api, adminAuth, cashBooking, logInAsAdmin, openApi } from '../fixtures/desk';
import { menuCard } from '../fixtures/food';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 17 "Manage the venue", the menu and the site's content: sold out with one tap (the back office
// and the kitchen), a banner's image uploaded (and a text file refused), the FAQs' dragged order, and
// the venue's details in the footer. On the worker's own product server (the manage project), so the
// shared server's banners, FAQs and footer stay as other journeys expect them.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: { baseUrl: string };
let api: Api;
let admin: Record<string, string>;

test.beforeAll(async ({ ownServerUrl }) => {
  if (!ownServerUrl) throw new Error('manage-content runs in the manage project, on its own server');
  server = { baseUrl: ownServerUrl };
  api = await openApi(server);
  admin = await adminAuth(api);
});
test.afterAll(async () => {
  await api?.dispose();
});

const at = (path: string) => `${server.baseUrl}${path}`;

/** A menu item of the journey's own, in the Minuman category, available. */
async function addMenuItem(name: string) {
  const categories = await api.get('/api/public/fnb-category');
  const drinks = ((await categories.json()).data as Array<{ id: number; category: string }>).find(
    (category) => category.category === 'Minuman',
  );
  const created = await api.post('/api/admin/fnbs', {
    headers: admin,
    data: { name, fnb_category_id: drinks?.id, price: 18000, description: 'Kopi susu gula aren' },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function openMenuAsGuest(page: Page) {
  await page.goto(at('/food-drinks'));
  await expect(page.getByRole('heading', { name: 'Food & Drinks', level: 1 })).toBeVisible();
  await expect(menuCard(page, 'Es Teh Manis')).toBeVisible({ timeout: 20_000 });
}

test('the admin marks an item sold out and the food page says SOLD OUT; the kitchen’s one tap makes it available', async ({
  page,
  browser,
}) => {
  const item = 'Es Kopi Aren E2E';
  await addMenuItem(item);
  await logInAsAdmin(page, server.baseUrl);
  await page.getByRole('link', { name: 'Food & drinks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food & drinks' })).toBeVisible();
  await page.getByLabel('Search').fill(item);
  const row = page.getByRole('row').filter({ hasText: item });
  await expect(row).toHaveCount(1);
  await row.getByRole('switch', { name: `Mark ${item} sold out` }).click();
  await expect(page.getByText(`${item} is marked sold out.`)).toBeVisible();
  await expect(row.getByRole('switch', { name: `Mark ${item} available` })).toHaveText('Sold out');

  const guest = await browser.newPage();
  await openMenuAsGuest(guest);
  const card = menuCard(guest, item);
  await expect(card.getByText('SOLD OUT')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${item}` })).toBeDisabled();

  // The kitchen's Menu panel: one tap makes it available again.
  await page.goto(at('/admin/kitchen'));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Menu: sold out?' });
  await panel.getByRole('searchbox', { name: 'Find an item' }).fill('kopi aren');
  await panel.getByRole('switch', { name: `Mark ${item} available` }).click();
  await expect(page.getByText(`${item} is available again.`)).toBeVisible();
  await expect(panel.getByRole('switch', { name: `Mark ${item} sold out` })).toHaveText('Available');

  await openMenuAsGuest(guest);
  await expect(menuCard(guest, item).getByText('SOLD OUT')).toHaveCount(0);
  await expect(menuCard(guest, item).getByRole('button', { name: `Add ${item}` })).toBeEnabled();
  await guest.close();
});

test('the admin uploads a banner image and the home page shows it; a text file renamed .png is refused', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The refused upload's 422 is the browser's console line about a failed request.
  consoleGuard.allow(/status of 422/);
  const title = 'Turnamen Tekken Sabtu';
  await logInAsAdmin(page, server.baseUrl);
  await page.goto(at('/admin/manage/banners'));
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const form = page.getByRole('dialog', { name: 'New banner' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('Hadiah voucher main 5 jam');

  const image = form.getByLabel('Image', { exact: true });
  await image.setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a shopping list, not a picture.\n'),
  });
  await expect(form.getByText('The file must be an image (JPEG, PNG, WebP or GIF).')).toBeVisible();

  const png = readFileSync(new URL('../../apps/web/public/images/banner-1.png', import.meta.url));
  await image.setInputFiles({ name: 'tekken.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByText('The file must be an image (JPEG, PNG, WebP or GIF).')).toBeHidden();
  await expect(form.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
    'src',
    /\/storage\/uploads\/.+\.webp$/,
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The banner was added.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);

  const guest = await browser.newPage();
  await guest.goto(at('/'));
  await expect(guest.getByRole('heading', { name: 'Never Stop Playing!' })).toBeVisible();
  await guest.locator('#consoles-section').scrollIntoViewIfNeeded();
  const carousel = guest.getByRole('region', { name: 'Promotions' });
  await carousel.scrollIntoViewIfNeeded();
  const show = carousel.getByRole('button', { name: new RegExp(`^Show banner \\d: ${title}$`) });
  await expect(show).toHaveCount(1);
  await show.click();
  await expect(carousel.getByRole('img', { name: title })).toHaveAttribute(
    'src',
    /\/storage\/uploads\/.+\.webp$/,
  );
  await guest.close();
});

test('a dragged FAQ order is saved and /faq shows the new order', async ({ page, browser }) => {
  const published = ((await (await api.get('/api/public/faqs')).json()) as Array<{ question: string }>).map(
    (faq) => faq.question,
  );
  const [first, second] = published as [string, string];
  await logInAsAdmin(page, server.baseUrl);
  await page.goto(at('/admin/manage/faqs'));
  const order = page.getByRole('list', { name: 'Order on the site' });
  await expect(order.getByTestId('sortable-item').first()).toContainText(first);

  // The keyboard's drag: pick the first up, move it down one, drop it. dnd-kit measures the list after
  // each key: the steps wait for its announcements. An arrow pressed before the picked-up item is
  // measured over its own place is ignored.
  await order
    .getByRole('button', { name: `Drag ${first} to reorder; or press space, then the arrow keys` })
    .focus();
  const live = page.locator('[role="status"][aria-live="assertive"]');
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${first} moved to position 1.`);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`${first} moved to position 2.`);
  await page.keyboard.press('Space');
  await expect(page.getByText('The order of the FAQs was saved.')).toBeVisible();
  await expect(order.getByTestId('sortable-item').nth(0)).toContainText(second);
  await expect(order.getByTestId('sortable-item').nth(1)).toContainText(first);

  const guest = await browser.newPage();
  await guest.goto(at('/faq'));
  const questions = guest.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions.first()).toHaveAccessibleName(second);
  await expect(questions.nth(1)).toHaveAccessibleName(first);
  await guest.close();
});

test('the venue details changed on the Venue screen show in the footer, its terms in the terms dialog and its NPWP on receipts', async ({
  page,
  browser,
}, testInfo) => {
  const address = 'Jl. Braga No. 99, Sumur Bandung, Bandung 40111';
  await logInAsAdmin(page, server.baseUrl);
  await page.goto(at('/admin/manage/venue'));
  await expect(page.getByRole('heading', { level: 1, name: 'Venue' })).toBeVisible();
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText('The phone must be an Indonesian mobile number (08…, 628… or +62 8…).'),
  ).toBeVisible();

  await phone.fill('0813-1111-2222');
  await page.getByLabel('Address').fill(address);
  await page.getByLabel('TikTok').fill('');
  await page.getByLabel('Terms text').fill('Dilarang membawa hewan peliharaan ke dalam ruangan.');
  await page.getByLabel('NPWP (tax registration number)').fill('01.234.567.8-901.000');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The venue details were saved.')).toBeVisible();
  // The pricelist preview is the home page's own.
  await expect(page.getByRole('heading', { name: 'Pricelist preview' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'VIP', exact: true })).toBeVisible();

  const guest = await browser.newPage();
  await guest.goto(at('/'));
  const footer = guest.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('address')).toContainText(address);
  await expect(footer.getByRole('link', { name: '0813-1111-2222' })).toHaveAttribute(
    'href',
    'tel:+6281311112222',
  );
  await expect(footer.getByRole('link', { name: /RuangMain on TikTok/ })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /RuangMain on Instagram/ })).toHaveCount(1);
  await footer.getByRole('button', { name: 'Terms' }).click();
  const terms = guest.getByRole('dialog');
  await expect(terms.getByTestId('venue-terms')).toContainText('Ketentuan Tambahan');
  await expect(terms.getByTestId('venue-terms')).toContainText(
    'Dilarang membawa hewan peliharaan ke dalam ruangan.',
  );
  await guest.close();

  // A receipt, the customer's and the desk's alike, prints the NPWP under the tax (issue 29).
  const unit = await findUnit(api, 'PS4', 'Regular', 'PS4 Regular 1');
  // A retry books another week: the first try's booking still holds its slot.
  const paid = await cashBooking(api, admin, {
    unit,
    date: weekdayAhead(3, 2 + 4 * testInfo.retry),
    start: '14:00',
    hours: 1,
  });
  await page.goto(at(`/receipt/${paid.invoice}`));
  const receipt = page.getByTestId('receipt').first();
  await expect(receipt.locator('[data-row="tax"]')).toContainText('NPWP 01.234.567.8-901.000');
});
