import { describe, expect, it } from 'vitest';
import { isShellNavigation } from './shell-navigations.ts';

/** The matcher as sw.js holds it: its source text alone, with nothing of this module around it. */
const copiedIntoWorker = new Function(
  `return (${isShellNavigation.toString()});`,
)() as typeof isShellNavigation;

const pageLoad = (path: string) => ({
  request: { mode: 'navigate' } as Request,
  url: new URL(path, 'https://ruangmain.test'),
});

describe('isShellNavigation', () => {
  it.each([
    ['/', true],
    ['/rent', true],
    ['/games?page=2', true],
    ['/profile/rewards', true],
    ['/admin', true],
    ['/admin/bookings', true],
    ['/receipt/INV-1', true],
    // Payment pages, and pages whose names only begin like one.
    ['/booking-payment', false],
    ['/booking-success?invoice_number=INV-1', false],
    ['/booking-cancelled?reason=timeout', false],
    ['/food-drinks/success', false],
    ['/food-drinks', true],
    ['/booking-payments-help', true],
    // The server's own addresses.
    ['/api/docs', false],
    ['/api/public/consoles', false],
    ['/payments/demo/INV-1', false],
    ['/storage/games/a.png', false],
  ])('a page load of %s is answered by the shell when offline: %s', (path, expected) => {
    expect(isShellNavigation(pageLoad(path))).toBe(expected);
    expect(copiedIntoWorker(pageLoad(path))).toBe(expected);
  });

  it('leaves requests that are not page loads alone', () => {
    const fetchOfPage = { request: { mode: 'cors' } as Request, url: new URL('https://ruangmain.test/rent') };
    expect(isShellNavigation(fetchOfPage)).toBe(false);
  });
});
