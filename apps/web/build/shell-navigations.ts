// Which page loads the service worker may answer with the app shell when the network is down
// (docs/decisions/0049). Shared by the service worker's configuration and its test.
import { paths } from '../src/config/paths.ts';

/** The server's own addresses (apps/api/src/plugins/static-files.ts): never an app page. */
const SERVER_PREFIXES = ['/api/', '/payments/', '/storage/'];

/**
 * The payment pages (spec 2 §2, docs/decisions/0008): their clocks cancel holds and their outcome is
 * the server's word, so one must never run from a shell without the server; offline they fail plainly.
 */
const PAYMENT_PAGES = [
  paths.bookingPayment.path,
  paths.bookingSuccess.path,
  paths.bookingCancelled.path,
  paths.foodDrinksSuccess.path,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths whose page loads go to the network only, with no shell to fall back on. */
export const NETWORK_ONLY_PATHS = new RegExp(
  `^(?:${[
    ...SERVER_PREFIXES.map(escapeRegExp),
    ...PAYMENT_PAGES.map((page) => `${escapeRegExp(page)}(?:/|$)`),
  ].join('|')})`,
);

type RouteMatch = { request: Request; url: URL };

/**
 * The service worker's matcher of page loads it answers (from the network, else the shell). Workbox
 * copies a matcher into sw.js by its source text, so it may not refer to anything outside itself: the
 * list is written into the text here rather than closed over.
 */
export const isShellNavigation = new Function(
  '{ request, url }',
  `return request.mode === 'navigate' && !${NETWORK_ONLY_PATHS}.test(url.pathname);`,
) as (match: RouteMatch) => boolean;
