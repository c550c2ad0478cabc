import type { APIResponse, Page } from '@playwright/test';
import { logInAsAdmin } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 30, "Installable, and calm when the network is not" (docs/decisions/0049): the manifest and its
// icons, the service worker, a page that reloads offline with the note that the network is gone, the
// API never answered from a cache, and the board telling the desk when its live updates stop and resume.
// The other journeys block service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow' });

/** The failed requests an offline page makes are expected; any other console error is not. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/;

/** Width and height of a PNG, from its header (IHDR). */
async function pngSizeOf(response: APIResponse): Promise<string> {
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls the page (the first install claims it). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      navigator.serviceWorker.controller !== null,
  );
}

const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: 'No connection' });

test('the web app manifest names the app and its icons, each at its size', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'RuangMain',
    short_name: 'RuangMain',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.description).toBeTruthy();
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/rent', '/admin']);

  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual([
    'any 192x192',
    'any 512x512',
    'maskable 192x192',
    'maskable 512x512',
  ]);
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    expect(await pngSizeOf(image), icon.src).toBe(icon.sizes);
  }

  // The bars follow the system's light or dark.
  const themeColors = page.locator('meta[name="theme-color"]');
  await expect(themeColors).toHaveCount(2);
  await expect(themeColors.first()).toHaveAttribute('media', '(prefers-color-scheme: light)');
  await expect(themeColors.last()).toHaveAttribute('media', '(prefers-color-scheme: dark)');
});

test('a visited page reloads offline from the service worker and says there is no connection', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(OFFLINE_ERRORS);
  await page.goto('/');
  await waitForServiceWorker(page);

  // Online, the API is the network's: the worker does not answer it.
  const [consoles] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/')),
    page.goto('/games'),
  ]);
  expect(consoles.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(offlineNote(page)).toBeVisible();
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  // Nothing of the API was kept, so nothing of it is answered offline.
  const offlineCall = await page.evaluate(() =>
    fetch('/api/public/consoles').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(offlineCall).toBe('failed');
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);

  // A payment page is never made up from the shell: offline it fails plainly.
  await expect(page.goto('/booking-payment')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  await context.setOffline(false);
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
});

test('the board tells the desk when its live updates stop and when they are back', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(OFFLINE_ERRORS);
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Board', level: 1 })).toBeVisible();
  const notice = page.getByTestId('live-notice');
  await expect(notice).toBeEmpty();

  await context.setOffline(true);
  await expect(notice).toHaveText(/^Live updates paused since \d\d:\d\d — reconnecting…$/);
  await expect(offlineNote(page)).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toHaveText(/^Live again at \d\d:\d\d$/);
  await expect(offlineNote(page)).toHaveCount(0);
});
