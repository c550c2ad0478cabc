import { defineConfig } from '@playwright/test';
import { MANAGE_PROJECT } from './fixtures/own-server';

const MANAGE_SPECS = /manage-[^/]*\.spec\.ts$/;

// Browser journeys run against the built product (`npm run build` first) in Debian's Chromium;
// fixtures/global-setup.ts starts the server on a free port with a throw-away database.
export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On two shared cores a journey can lose a race with the machine, not with the product: one more
  // try, and Playwright reports it as flaky rather than passed, so it is seen and looked into.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        // No internet here, and none needed: a name but the loopback's is not resolved, so a page's
        // request to another host (the footer's map, asked for) fails at once. Answering them through
        // Playwright's routing instead had it intercept every request of every page: a sixth of the
        // journeys' CPU.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
    // A failed journey's retry records its trace (actions, DOM snapshots, network, console): recording
    // every first try cost a fifth of the test runner's CPU and more of the browser's, for traces that
    // were thrown away. The screencast (a JPEG of every frame, a twelfth of the journeys' CPU) is left
    // out: the failure's screenshot is taken anyway.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Jakarta',
    // No endless animation repainting under software rendering (about a quarter of the journeys' CPU);
    // the carousels' journeys ask for motion (specs/home.spec.ts).
    reducedMotion: 'reduce',
    // The service worker (docs/decisions/0049) registers after load and then answers page loads: a
    // journey's routes and network would depend on whether it had got that far. Journeys run as a first
    // visit without one; specs/pwa.spec.ts allows it and checks what it does.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: MANAGE_SPECS },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
      testIgnore: MANAGE_SPECS,
    },
    // The back office's journeys change what every customer sees (prices, the menu, the venue): they
    // run on a product server of each worker's own (fixtures/test.ts), never beside the other journeys.
    { name: MANAGE_PROJECT, use: { viewport: { width: 1280, height: 800 } }, testMatch: MANAGE_SPECS },
  ],
});
