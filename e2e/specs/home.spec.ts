import type { Locator, Page, Route } from '@playwright/test';
import { compareUnitNames } from '@ruangmain/domain/pricelist';
import { createActiveAccount, logIn } from '../fixtures/accounts';
import { CHECKED_WIDTHS, expectGameCardsWhole } from '../fixtures/layout';
import { expect, test } from '../fixtures/test';

// The home page catalogue (spec 1 §2 Home page, §4 carousels, §5 catalogue filters, §7, §8, §9).
// Sections below the hero load as they approach the viewport, so each test scrolls to them first.

type SectionId =
  | 'consoles-section'
  | 'games-section'
  | 'rooms-section'
  | 'pricelist-section'
  | 'customer-review-section';

const FAILURE = { message: 'boom' };
const SERVER_ERROR = /status of 500/;

/** Scrolls a home section into view (its content mounts then) and returns it. */
async function showSection(page: Page, id: SectionId): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Scrolls past the hero, where the banner carousel sits, so it mounts. */
async function scrollToBanners(page: Page) {
  await expect(page.getByRole('heading', { name: 'Never Stop Playing!' })).toBeVisible();
  await page.locator('#consoles-section').scrollIntoViewIfNeeded();
}

/** The banner carousel, once scrolled into view. */
async function showBanners(page: Page): Promise<Locator> {
  await scrollToBanners(page);
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers one public catalogue call with a failure until `recover()` is called. */
async function failUntilRecovered(page: Page, url: string | RegExp) {
  let isFailing = true;
  await page.route(url, (route) => (isFailing ? json(route, FAILURE, 500) : route.fallback()));
  return {
    recover: () => {
      isFailing = false;
    },
  };
}

test.describe('home catalogue sections', () => {
  test('every section shows the demo catalogue @phone', async ({ page, request }) => {
    const consoles = (await (await request.get('/api/public/consoles')).json()).data as {
      name: string;
      amount: number;
      is_active: boolean;
    }[];
    const reviews = (await (await request.get('/api/public/customer-reviews')).json()).data.data as {
      is_active: boolean;
      booking: { bookable: { name: string | null; username: string | null } | null } | null;
    }[];

    await page.goto('/');

    // Banners: 3 active in the demo data, a dot each, and the two actions.
    const banners = await showBanners(page);
    await expect(banners.getByRole('button', { name: /^Show banner \d: / })).toHaveCount(3);
    await expect(banners.getByRole('link', { name: 'Pricelist' })).toHaveAttribute(
      'href',
      '/#pricelist-section',
    );
    await expect(banners.getByRole('link', { name: 'Book a Room' })).toHaveAttribute('href', '/rent');

    // Consoles: PS5, PS4 and Nintendo Switch, each with its available count.
    const consolesSection = await showSection(page, 'consoles-section');
    for (const item of consoles.filter((entry) => entry.is_active)) {
      const slide = consolesSection
        .getByRole('group')
        .filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
      await expect(slide).toContainText(`${item.amount} Available`);
    }
    await expect(consolesSection.getByRole('heading', { level: 3 })).toHaveText([
      'PS5',
      'PS4',
      'Nintendo Switch',
    ]);

    // Games: at most 8, with genre badges and the way to the full list.
    const games = await showSection(page, 'games-section');
    const cards = games.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(8);
    await expect(
      cards.first().getByRole('list', { name: 'Genres' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(games.getByRole('link', { name: 'View More Games' })).toHaveAttribute('href', '/games');

    // Rooms: Regular, VIP and VVIP with their Max Visitors.
    const rooms = await showSection(page, 'rooms-section');
    await expect(rooms.getByRole('heading', { level: 3 })).toHaveText(['Regular', /^VIP/, /^VVIP/]);
    await expect(rooms.getByText('Max Visitors')).toHaveCount(3);
    await expect(
      rooms.getByRole('article').nth(1).getByRole('listitem').filter({ hasText: 'Netflix' }),
    ).toBeVisible();

    // Pricelist: one card per room.
    const pricelist = await showSection(page, 'pricelist-section');
    await expect(pricelist.getByRole('heading', { level: 3 })).toHaveText(['Regular', 'VIP', 'VVIP']);
    await expect(pricelist.getByRole('row').filter({ hasText: 'VIP 1' }).first()).toContainText('45000');

    // Reviews: the reviewers' names.
    const reviewSection = await showSection(page, 'customer-review-section');
    const names = reviews
      .filter((review) => review.is_active)
      .map((review) => review.booking?.bookable?.name)
      .filter((name): name is string => Boolean(name));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names.slice(0, 3)) {
      await expect(reviewSection.getByText(name, { exact: true }).first()).toBeAttached();
    }
    await expect(reviewSection.getByRole('figure').first()).toBeVisible();
  });

  test('pricelist units are sorted by the first number in their name', async ({ page, request }) => {
    const entries = (await (await request.get('/api/public/pricelists')).json()) as {
      room_name: string;
      units: { unit_name: string }[];
    }[];
    // Serve the units in reverse so the page has to sort them itself.
    await page.route('**/api/public/pricelists', (route) =>
      json(
        route,
        entries.map((entry) => ({ ...entry, units: [...entry.units].reverse() })),
      ),
    );
    await page.goto('/');
    const pricelist = await showSection(page, 'pricelist-section');
    for (const entry of entries) {
      const expected = entry.units.map((unit) => unit.unit_name).sort(compareUnitNames);
      const card = pricelist.getByRole('article', { name: entry.room_name, exact: true });
      await expect(card.locator('tbody tr td:first-child > span:first-child')).toHaveText(expected);
    }
    const regular = pricelist.getByRole('article', { name: 'Regular', exact: true });
    await expect(regular.locator('tbody tr').first()).toContainText('Switch Regular 1');
  });

  test('the banner Pricelist button scrolls to the pricelist', async ({ page }) => {
    await page.goto('/');
    const banners = await showBanners(page);
    await banners.getByRole('link', { name: 'Pricelist' }).click();
    await expect(page).toHaveURL(/\/#pricelist-section$/);
    await expect(page.locator('#pricelist-section')).toBeInViewport();
  });
});

test.describe('home section failures and retry', () => {
  test('banners: Failed to load banners, then Retry recovers @phone', async ({ page, consoleGuard }) => {
    consoleGuard.allow(SERVER_ERROR);
    const banners = await failUntilRecovered(page, '**/api/public/banners');
    await page.goto('/');
    await scrollToBanners(page);
    await expect(page.getByText('Failed to load banners')).toBeVisible();
    await expect(page.getByText('boom')).toBeVisible();
    banners.recover();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByText('Failed to load banners')).toHaveCount(0);
  });

  const sections: {
    id: SectionId;
    url: string | RegExp;
    text: string;
    loaded: (section: Locator) => Locator;
  }[] = [
    {
      id: 'consoles-section',
      url: '**/api/public/consoles',
      text: 'Failed to load consoles: boom',
      loaded: (section) => section.getByRole('heading', { name: 'PS5', exact: true }),
    },
    {
      id: 'games-section',
      url: /\/api\/public\/games(\?|$)/,
      text: 'Failed to load games: boom',
      loaded: (section) => section.getByRole('article').first(),
    },
    {
      id: 'rooms-section',
      url: '**/api/public/rooms',
      text: 'Failed to load rooms: boom',
      loaded: (section) => section.getByRole('heading', { name: 'Regular', exact: true }),
    },
    {
      id: 'pricelist-section',
      url: '**/api/public/pricelists',
      text: 'Failed to load pricelist: boom',
      loaded: (section) => section.getByRole('article', { name: 'Regular', exact: true }),
    },
    {
      id: 'customer-review-section',
      url: '**/api/public/customer-reviews',
      text: 'Failed to load reviews. Please try again later.',
      loaded: (section) => section.getByRole('figure').first(),
    },
  ];

  for (const { id, url, text, loaded } of sections) {
    test(`${id}: '${text}', then Retry recovers`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(SERVER_ERROR);
      const failure = await failUntilRecovered(page, url);
      await page.goto('/');
      const section = await showSection(page, id);
      await expect(section.getByRole('alert')).toHaveText(text);
      failure.recover();
      await section.getByRole('button', { name: 'Retry' }).click();
      await expect(loaded(section)).toBeVisible();
      await expect(section.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('home empty states and catalogue filters', () => {
  test('every section says when it has nothing to show', async ({ page }) => {
    await page.route('**/api/public/banners', (route) => json(route, { data: [] }));
    await page.route('**/api/public/consoles', (route) => json(route, { data: [] }));
    await page.route(/\/api\/public\/games(\?|$)/, (route) =>
      json(route, { current_page: 1, last_page: 1, per_page: 8, total: 0, from: null, to: null, data: [] }),
    );
    await page.route('**/api/public/rooms', (route) => json(route, { data: [] }));
    await page.route('**/api/public/pricelists', (route) => json(route, []));
    await page.route('**/api/public/customer-reviews', (route) => json(route, { data: { data: [] } }));
    await page.goto('/');

    await scrollToBanners(page);
    await expect(page.getByText('No banners available')).toBeVisible();
    await expect(
      (await showSection(page, 'consoles-section')).getByText('No consoles available'),
    ).toBeVisible();
    const games = await showSection(page, 'games-section');
    await expect(games.getByText('No games available')).toBeVisible();
    await expect(games.getByRole('link', { name: 'View More Games' })).toBeVisible();
    await expect((await showSection(page, 'rooms-section')).getByText('No rooms available')).toBeVisible();
    await expect(
      (await showSection(page, 'pricelist-section')).getByText('No prices available'),
    ).toBeVisible();
    await expect(
      (await showSection(page, 'customer-review-section')).getByText('No reviews available yet.'),
    ).toBeVisible();
  });

  test('inactive items, unavailable rooms and consoles without stock stay hidden', async ({ page }) => {
    const banner = (id: number, title: string, isActive: boolean) => ({
      id,
      title,
      description: 'Promo',
      image: null,
      is_active: isActive,
    });
    await page.route('**/api/public/banners', (route) =>
      json(route, { data: [banner(1, 'Shown banner', true), banner(2, 'Hidden banner', false)] }),
    );
    await page.route('**/api/public/consoles', (route) =>
      json(route, {
        data: [
          { id: 1, name: 'PS5', description: 'Fast', image: null, is_active: true, amount: 3 },
          { id: 2, name: 'PS3', description: 'Old', image: null, is_active: false, amount: 1 },
        ],
      }),
    );
    const unit = {
      id: 1,
      name: 'Unit 1',
      price_per_hour: 10000,
      has_netflix: false,
      has_projector: false,
      consoles: [],
    };
    await page.route('**/api/public/rooms', (route) =>
      json(route, {
        data: [
          {
            id: 1,
            name: 'Open Room',
            description: 'Open',
            image: null,
            max_visitors: 4,
            is_available: true,
            units: [unit],
            consoles: [
              { id: 1, name: 'PS5', is_active: true, amount: 2 },
              { id: 2, name: 'PS4', is_active: true, amount: 0 },
              { id: 3, name: 'Nintendo Switch', is_active: false, amount: 1 },
            ],
          },
          {
            id: 2,
            name: 'Closed Room',
            description: '',
            image: null,
            max_visitors: 2,
            is_available: false,
            units: [unit],
            consoles: [],
          },
          {
            id: 3,
            name: 'Empty Room',
            description: '',
            image: null,
            max_visitors: 2,
            is_available: true,
            units: [],
            consoles: [],
          },
        ],
      }),
    );
    await page.goto('/');

    const banners = await showBanners(page);
    await expect(banners.getByRole('heading', { name: 'Shown banner' })).toBeVisible();
    await expect(banners.getByText('Hidden banner')).toHaveCount(0);
    // A single banner does not rotate: no dots.
    await expect(banners.getByRole('button', { name: /^Show banner/ })).toHaveCount(0);

    const consoles = await showSection(page, 'consoles-section');
    await expect(consoles.getByRole('heading', { level: 3 })).toHaveText(['PS5']);

    const rooms = await showSection(page, 'rooms-section');
    await expect(rooms.getByRole('heading', { level: 3 })).toHaveText(['Open Room']);
    await expect(rooms.getByRole('list', { name: 'Consoles in this room' }).getByRole('listitem')).toHaveText(
      ['PS5'],
    );
  });

  test('reviews: only active ones, reviewer name fallbacks, unit name and stars', async ({ page }) => {
    const review = (id: number, booking: object | null, extra: object = {}) => ({
      id,
      rating: 4,
      description: `Review text ${id}`,
      is_active: true,
      created_at: '2026-11-01T10:00:00.000Z',
      booking,
      ...extra,
    });
    const booking = (
      type: string,
      bookableId: number | null,
      bookable: object | null,
      unit: object | null,
    ) => ({
      id: 1,
      bookable_type: type,
      bookable_id: bookableId,
      bookable,
      unit,
    });
    await page.route('**/api/public/customer-reviews', (route) =>
      json(route, {
        data: {
          data: [
            review(1, booking('user', 5, { name: 'Dewi Lestari', username: 'dewi' }, { name: 'VIP 2' })),
            review(2, booking('user', 6, { name: null, username: 'budi_gamer' }, null)),
            review(3, booking('user', 7, { name: null, username: null }, null)),
            review(4, booking('guest', null, { name: null, username: null }, null), { rating: -1 }),
            review(5, booking('user', 8, { name: 'Hidden Person', username: null }, null), {
              is_active: false,
            }),
          ],
        },
      }),
    );
    await page.goto('/');
    const section = await showSection(page, 'customer-review-section');
    const cards = section.getByRole('figure');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText('Dewi Lestari');
    await expect(cards.nth(0)).toContainText('Played on VIP 2');
    await expect(cards.nth(0).getByRole('img', { name: 'Rated 4 out of 5' })).toBeAttached();
    await expect(cards.nth(1)).toContainText('budi_gamer');
    await expect(cards.nth(2)).toContainText('Customer #7');
    await expect(cards.nth(3)).toContainText('Anonymous Customer');
    // A negative rating shows no stars.
    await expect(cards.nth(3).getByRole('img', { name: /^Rated/ })).toHaveCount(0);
    await expect(section.getByText('Hidden Person')).toHaveCount(0);
  });
});

test.describe('home carousels, images and anchors', () => {
  // The other journeys run with reduced motion (playwright.config.ts); the carousels' own motion is tested here.
  test.use({ reducedMotion: 'no-preference' });
  test('the banner carousel rotates every 5 seconds and the dots pick a banner', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const banners = await showBanners(page);
    const dots = banners.getByRole('button', { name: /^Show banner \d: / });
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // Rotation pauses while the pointer rests on the carousel; move it away first.
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(banners.getByRole('group', { name: '3 of 3' })).toBeVisible();
  });

  test('with reduced motion the banners wait for the visitor', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const banners = await showBanners(page);
    const dots = banners.getByRole('button', { name: /^Show banner \d: / });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await banners.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('the console carousel advances every 3 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const section = await showSection(page, 'consoles-section');
    const dots = section.getByRole('button', { name: /^Show / });
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await section.getByRole('button', { name: 'Next slide' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('reviews autoplay every 4 seconds and stop once the visitor takes over', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/');
    const section = await showSection(page, 'customer-review-section');
    const dots = section.getByRole('button', { name: /^\d+ of \d+$/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await section.getByRole('button', { name: 'Next slide' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('review arrows show only on large screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const section = await showSection(page, 'customer-review-section');
    await expect(section.getByRole('figure').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Previous slide' })).toBeVisible();

    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(section.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(section.getByRole('button', { name: 'Next slide' })).toBeVisible();
  });

  test('review arrows are not offered on a phone @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await page.goto('/');
    const section = await showSection(page, 'customer-review-section');
    await expect(section.getByRole('figure').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Next slide' })).toBeHidden();
  });

  test('a single review has no arrows and no dots', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/api/public/customer-reviews', (route) =>
      json(route, {
        data: {
          data: [
            {
              id: 1,
              rating: 5,
              description: 'Only one',
              is_active: true,
              booking: {
                id: 1,
                bookable_type: 'guest',
                bookable_id: null,
                bookable: { name: 'Solo' },
                unit: null,
              },
            },
          ],
        },
      }),
    );
    await page.goto('/');
    const section = await showSection(page, 'customer-review-section');
    await expect(section.getByRole('figure')).toHaveCount(1);
    await expect(section.getByRole('button')).toHaveCount(0);
  });

  test('a catalogue image that fails to load switches to the local fallback', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    await page.route('**/storage/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const rooms = await showSection(page, 'rooms-section');
    const image = rooms.getByRole('img', { name: 'Regular' });
    await expect(image).toHaveAttribute('src', '/images/roomsnya.jpg');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const consoles = await showSection(page, 'consoles-section');
    await expect(consoles.getByRole('img', { name: 'PS5' })).toHaveAttribute(
      'src',
      '/images/playstation.png',
    );
  });

  test('a home section link from another page lands on that section @phone', async ({ page, isMobile }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
    } else {
      await page.getByRole('button', { name: 'Home sections' }).click();
    }
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Games' })
      .click();
    await expect(page).toHaveURL(/\/#games-section$/);
    const games = page.locator('#games-section');
    await expect(games.getByRole('article').first()).toBeVisible();
    await expect(games).toBeInViewport();
    // It lands at the section's top, below the sticky navbar, once the sections above have loaded.
    await expect
      .poll(() =>
        games.evaluate((element) => {
          const { top } = element.getBoundingClientRect();
          return top >= 60 && top <= 120;
        }),
      )
      .toBe(true);
  });

  test('the last section is reached from another page too', async ({ page }) => {
    await page.goto('/games');
    await page.getByRole('button', { name: 'Home sections' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customer Review' })
      .click();
    await expect(page).toHaveURL(/\/#customer-review-section$/);
    const section = page.locator('#customer-review-section');
    await expect(section.getByRole('figure').first()).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Customer Review' })).toBeInViewport();
  });

  test('catalogue lists load once per visit', async ({ page }) => {
    let consoleCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public/consoles')) consoleCalls += 1;
    });
    await page.goto('/');
    const consoles = await showSection(page, 'consoles-section');
    await expect(consoles.getByRole('heading', { name: 'PS5', exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack();
    const again = await showSection(page, 'consoles-section');
    await expect(again.getByRole('heading', { name: 'PS5', exact: true })).toBeVisible();
    expect(consoleCalls).toBe(1);
  });
});

// Issue 30: the genre badges laid over the title drawn into a game's art, and titles were cut. Checked
// at a phone's, a tablet's and a laptop's width, in the spec's texts and in Bahasa Indonesia (longer).
for (const language of [null, 'id'] as const) {
  test.describe(`game cards at every width (${language ?? 'no language chosen'})`, () => {
    test.use({ deviceLanguage: language });
    for (const width of CHECKED_WIDTHS) {
      test(`at ${width} px the badges cover no title and every title is whole`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const games = await showSection(page, 'games-section');
        await expectGameCardsWhole(games.getByRole('article'));
      });
    }
  });
}

test.describe('the bar on a tablet (issue 30)', () => {
  test.use({ deviceLanguage: 'id' });
  test('at 768 px a signed-in customer’s bar in Bahasa Indonesia fits the screen, its links in the menu', async ({
    page,
    request,
  }) => {
    const account = await createActiveAccount(request);
    await logIn(page, account.username, account.password);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});
