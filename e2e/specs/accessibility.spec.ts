import type { Page } from '@playwright/test';
import { blockingViolations, type Theme, useTheme } from '../fixtures/accessibility';
import { createActiveAccount, logIn, logInAsAdmin } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// Issue 30 "Usable by everyone": axe finds no serious or critical WCAG 2.1 A/AA violation on any customer
// or staff route, in either theme and either language. Each test walks its side's routes and lists every
// finding at once. The themes change the colours (contrast) and the languages the words (names, labels):
// each route is checked in both themes and in both languages, as light English and dark Indonesian.

/** The customer routes a visitor reaches without an account, and the 404. */
const PUBLIC_ROUTES = ['/', '/rental', '/rent', '/food-drinks', '/faq', '/games', '/no-such-page'];
const AUTH_ROUTES = ['/login', '/register', '/forgot-password'];
/** The routes of a logged-in customer. */
const ACCOUNT_ROUTES = ['/profile', '/profile-rewards', '/book-history', '/point-history'];

/** A route is ready once its first heading shows and nothing on it says it is still loading. */
async function settle(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('load');
}

/**
 * Axe's findings on each of `paths`, opened by address, or from the menu (the staff app: a link of the
 * sidebar changes the screen without loading the app again, as the desk moves between screens).
 */
async function findingsOn(page: Page, paths: readonly string[], open: 'address' | 'menu' = 'address') {
  const findings: string[] = [];
  for (const path of paths) {
    if (open === 'menu') {
      // The screen has changed once its title has: the last one stays until the next has loaded.
      const title = page.locator('main h1').first();
      const before = new URL(page.url()).pathname === path ? null : await title.textContent();
      await page.getByRole('navigation').locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(path);
      if (before !== null) await expect(title).not.toHaveText(before);
    } else {
      await page.goto(path);
    }
    await settle(page);
    findings.push(...(await blockingViolations(page)).map((finding) => `${path} ${finding}`));
  }
  return findings;
}

const LOOKS = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'id' },
] as const satisfies ReadonlyArray<{ theme: Theme; language: 'en' | 'id' }>;

for (const { theme, language } of LOOKS) {
  test.describe(`${theme} theme, ${language === 'id' ? 'Bahasa Indonesia' : 'English'}`, () => {
    test.use({ deviceLanguage: language });
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('the customer pages, signed out and signed in, have no serious or critical violation', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const signedOut = await findingsOn(page, [...PUBLIC_ROUTES, ...AUTH_ROUTES]);
      const account = await createActiveAccount(request);
      await logIn(page, account.username, account.password);
      const signedIn = await findingsOn(page, ACCOUNT_ROUTES);
      expect([...signedOut, ...signedIn]).toEqual([]);
    });

    test('every staff screen in the menu has no serious or critical violation', async ({ page }) => {
      test.setTimeout(180_000);
      await logInAsAdmin(page);
      await settle(page);
      const screens = await page
        .getByRole('navigation')
        .locator('a[href^="/admin"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') as string))]);
      expect(screens.length).toBeGreaterThan(20);
      expect(await findingsOn(page, screens, 'menu')).toEqual([]);
    });
  });
}
