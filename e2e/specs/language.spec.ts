import { createActiveAccount, logIn, logInAsAdmin } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// Issue 30 (docs/decisions/0048): the language switch, the device's choice kept over a reload, the
// document's `lang`, and the staff side's Indonesian default. These journeys start with no choice made.
test.use({ deviceLanguage: null });

test('a visitor chooses Bahasa Indonesia, keeps it on reload, then chooses English', async ({ page }) => {
  const html = page.locator('html');
  await page.goto('/');
  // No choice: the spec's own texts, in English with the few it wrote in Indonesian.
  await expect(html).toHaveAttribute('lang', 'en');
  const englishNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(englishNav.getByRole('link', { name: 'Food & Drinks' })).toBeVisible();
  const reviews = page.locator('#customer-review-section');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('Cerita seru dari para pemain')).toBeVisible();

  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Bahasa Indonesia' })
    .click();
  await expect(html).toHaveAttribute('lang', 'id');
  const indonesianNav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(indonesianNav.getByRole('link', { name: 'Makanan & Minuman' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
  const switchInIndonesian = page.getByRole('group', { name: 'Bahasa' });
  await expect(switchInIndonesian.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'id');
  await expect(indonesianNav.getByRole('link', { name: 'Makanan & Minuman' })).toBeVisible();

  await switchInIndonesian.getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(englishNav.getByRole('link', { name: 'Food & Drinks' })).toBeVisible();
  // English chosen also translates the texts the spec wrote in Indonesian.
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('Fun stories from players who have already played together')).toBeVisible();
});

test('the staff side speaks Indonesian when no language was chosen', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('link', { name: 'Papan Unit' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'Bahasa Indonesia' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test("a signed-in customer's choice is saved on the account, and a device without a choice takes it", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await createActiveAccount(request);
  await logIn(page, account.username, account.password);
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Bahasa Indonesia' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect
    .poll(async () => {
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      const profile = await request.get('/api/customer/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await profile.json()).user.language;
    })
    .toBe('id');

  // Another device, no choice of its own: the account's language from the login on.
  const otherDevice = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  const other = await otherDevice.newPage();
  await logIn(other, account.username, account.password);
  await expect(other.locator('html')).toHaveAttribute('lang', 'id');
  await expect(other.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await otherDevice.close();
});
