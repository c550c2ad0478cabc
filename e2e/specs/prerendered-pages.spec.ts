import type { Page } from '@playwright/test';
import { createActiveAccount, logInThroughUi } from '../fixtures/accounts';
import { expect, holdRequests, test } from '../fixtures/test';

// Every customer route arrives with its first paint in the document, preloads exactly what it runs
// first, and is hydrated by React without a mismatch, for visitors and for a logged-in customer
// (docs/decisions/0006, 0018). A mismatch or a failed part is a console error, which fails any journey.

/** Each prerendered route and a text its document paints before any JavaScript runs. */
const FIRST_PAINTS = [
  { path: '/', text: 'Never Stop Playing!' },
  { path: '/rent', text: 'Book a Room' },
  { path: '/games', text: 'Games' },
  { path: '/faq', text: 'Frequently Asked Questions' },
  { path: '/food-drinks', text: 'Food & Drinks' },
  { path: '/login', text: 'Login' },
  { path: '/register', text: 'Create an Account' },
  { path: '/book-history', text: 'Booking History' },
  { path: '/profile-rewards', text: 'Rewards' },
] as const;

/** The routes only a logged-in customer sees, and what each shows them. */
const CUSTOMER_PAGES = [
  { path: '/profile', heading: (name: string) => name },
  { path: '/book-history', heading: () => 'Booking History' },
  { path: '/profile-rewards', heading: () => 'Rewards' },
] as const;

/** The API requests a page makes, by URL (path and query). */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

/**
 * In the page: resolves once the browser has reported the first contentful paint to an observer and
 * drawn a frame after it, by which time src/app/main.tsx has acted on that paint too.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }).observe({ type: 'paint', buffered: true });
  });
}

/** When the browser began to fetch a resource and when its answer was in (resource timing). */
type Fetched = { name: string; startTime: number; responseEnd: number };

/**
 * In the page: the app's scripts fetched so far: the modules the entry script lists in `data-modules`
 * (the build's manifest) except itself and those the document preloads on its own.
 */
function startedAppScripts(): Fetched[] {
  const entry = document.querySelector<HTMLScriptElement>('script[data-modules]');
  if (!entry) throw new Error('no entry script with data-modules');
  const preloaded = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href),
  );
  const appScripts = new Set(
    (entry.dataset.modules ?? '')
      .split(' ')
      .map((module) => new URL(module, location.href).href)
      .filter((url) => url !== entry.src && !preloaded.has(url)),
  );
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((timing) => appScripts.has(timing.name))
    .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }));
}

/** In the page: the fetches of the first screen's pictures, those the entry waits for. */
function firstScreenPictures(): Fetched[] {
  const pictures = new Set(
    Array.from(
      document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'),
      (picture) => picture.currentSrc,
    ),
  );
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((timing) => pictures.has(timing.name))
    .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }));
}

test.describe('prerendered pages without JavaScript', () => {
  // No script runs, not even one written into the document: what shows is the document alone, so the
  // first screen is painted whole, never parked behind a loading fallback for a script to reveal.
  test.use({ javaScriptEnabled: false });
  for (const { path, text } of FIRST_PAINTS) {
    test(`${path} paints its first screen before its JavaScript runs`, async ({ page }) => {
      const answer = await page.goto(path);
      const html = (await answer?.text()) ?? '';
      expect(html, 'a part moved out of place for a script to put back').not.toMatch(
        /<template id="B:|\$RC\(/,
      );
      await expect(page.getByRole('heading', { name: text, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /go to the home page/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    });
  }
});

test('a prerendered document fetches no chunk of its page before its paint: it preloads only what its entry imports, at low priority', async ({
  request,
}) => {
  // docs/decisions/0032, 0033: a chunk fetched before the paint counts against it on a slow phone.
  for (const { path } of FIRST_PAINTS) {
    const html = await (await request.get(path)).text();
    const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*>/);
    expect(entry?.[0], path).toContain('fetchpriority="low"');
    expect(entry?.[0], path).toContain('data-modules="');
    const entrySource = await (await request.get(entry?.[1] ?? '')).text();
    for (const [tag, href] of html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)) {
      expect(tag, path).toContain('fetchpriority="low"');
      expect(entrySource, `${path}: ${href} is not the entry's own import`).toContain(
        `"./${href?.split('/').pop()}"`,
      );
    }
  }
});

test.describe('prerendered pages', () => {
  test('each document preloads its API answers, and the page takes them instead of asking again', async ({
    page,
  }) => {
    // The catalogue pages come with their answers instead (docs/decisions/0025).
    for (const path of ['/']) {
      const html = await (await page.request.get(path)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (match) => (match[1] ?? '').replaceAll('&amp;', '&'),
      );
      expect(preloaded.length, path).toBeGreaterThan(0);
      const requests = recordApiRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const url of preloaded) {
        expect(
          requests.filter((request) => request === url),
          `${path} asks for ${url} once`,
        ).toHaveLength(1);
      }
    }
  });

  test('the catalogue pages arrive with their data drawn in, and ask for none of it again', async ({
    page,
    consoleGuard,
  }) => {
    // The first item of a list answer (the FAQ answers a bare array, the others `{ data }`).
    const firstOf = async (url: string, field: string) => {
      const body = await (await page.request.get(url)).json();
      return ((Array.isArray(body) ? body : body.data)[0] as Record<string, string>)[field] ?? '';
    };
    const pages = [
      {
        path: '/games',
        api: '/api/public/games?page=1',
        text: await firstOf('/api/public/games?page=1', 'title'),
      },
      { path: '/rent', api: '/api/public/consoles', text: await firstOf('/api/public/consoles', 'name') },
      { path: '/faq', api: '/api/public/faqs', text: await firstOf('/api/public/faqs', 'question') },
      { path: '/food-drinks', api: '/api/public/fnbs', text: await firstOf('/api/public/fnbs', 'name') },
    ];
    for (const { path, api, text } of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<script type="application/json" id="ruangmain-queries">');
      expect(html, path).not.toContain('rel="preload" as="fetch"');

      // Without its scripts, the page already shows its data.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      consoleGuard.allow(/^Failed to load resource: net::ERR_FAILED$/);
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first(), path).toBeVisible();
      await page.unroute(/\/assets\/.*\.js$/);

      // With them, it hydrates from the answers it came with (a mismatch fails the console guard).
      const requests = recordApiRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(text, { exact: true }).first(), path).toBeVisible();
      expect(requests, path).not.toContain(api);
    }
  });

  test('the games page runs its scripts only once its first pictures are in, and then comes up live', async ({
    page,
  }) => {
    // docs/decisions/0033: the first screen's pictures get the network before the app's scripts.
    const releasePictures = await holdRequests(page, /\/storage\/games\//);
    await page.goto('/games', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Games', exact: true }).first()).toBeVisible();
    // The pictures are held past the first paint, when the entry would otherwise fetch the app.
    await page.evaluate(afterFirstContentfulPaint);
    releasePictures();
    await expect.poll(async () => (await page.evaluate(startedAppScripts)).length).toBeGreaterThan(0);
    // By the browser's own clock: no script of the app was asked for before every picture of the first
    // screen was in.
    const pictures = await page.evaluate(firstScreenPictures);
    const appScripts = await page.evaluate(startedAppScripts);
    expect(pictures.length).toBeGreaterThan(0);
    const lastPictureIn = Math.max(...pictures.map((picture) => picture.responseEnd));
    for (const script of appScripts) {
      expect(script.startTime, `${script.name} asked for before the pictures were in`).toBeGreaterThanOrEqual(
        lastPictureIn,
      );
    }
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the booking wizard comes up live from its prerender, and its step 1 works @phone', async ({
    page,
  }) => {
    await page.goto('/rent');
    const consoles = page.getByRole('list', { name: 'Choose a Console' });
    await expect(consoles.getByRole('button').first()).toBeVisible();
    await consoles.getByRole('button').first().click();
    await expect(consoles.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeEnabled();
  });

  test('a logged-in customer opening their pages directly stays on them, and login sends them home', async ({
    page,
    request,
  }) => {
    // Five pages opened afresh after a registration and a login: more than one page's time.
    test.slow();
    const account = await createActiveAccount(request);
    await logInThroughUi(page, account.username, account.password);
    for (const { path, heading } of CUSTOMER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading(account.name) }).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Never Stop Playing!' })).toBeVisible();
    }
  });

  test('a visitor opening /profile is sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' }).first()).toBeVisible();
  });
});
