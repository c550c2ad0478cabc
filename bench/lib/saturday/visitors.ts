import { randomInt } from 'node:crypto';
import { addDays } from '@ruangmain/domain/dates';
import { type BookableUnit, venueDate } from '../bookings';
import type { Calls } from './calls';
import { watchSlots } from './streams';

/** A visitor reads a page for 1 to 20 seconds, 5 on average (an exponential think time). */
export function thinkTimeMs(meanMs = 5_000): number {
  return Math.min(20_000, Math.max(1_000, -Math.log(1 - Math.random()) * meanMs));
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

/** The live slot events the open wizards heard (issue 31). */
export const heardSlots = { events: 0 };

/** What a page asks for as a visitor opens it: its document, then the calls its screen makes. */
type Page = (calls: Calls, units: BookableUnit[]) => Promise<void>;

const home: Page = async (calls) => {
  await calls.send('GET / (document)', 'customer', '/', { headers: { accept: 'text/html' } });
};

const games: Page = async (calls) => {
  await calls.send('GET /games (document)', 'customer', '/games', { headers: { accept: 'text/html' } });
  await calls.send('GET /api/public/games', 'customer', `/api/public/games?page=${1 + randomInt(3)}`);
};

const rooms: Page = async (calls) => {
  await calls.send('GET /rental (document)', 'customer', '/rental', { headers: { accept: 'text/html' } });
  await calls.send('GET /api/public/rooms', 'customer', '/api/public/rooms');
};

const menu: Page = async (calls) => {
  await calls.send('GET /food-drinks (document)', 'customer', '/food-drinks', {
    headers: { accept: 'text/html' },
  });
  await calls.send('GET /api/public/fnbs', 'customer', '/api/public/fnbs');
};

/**
 * The booking wizard as a visitor walks it: a unit, its month of free days, the slots of two or three
 * dates (this week's evenings are the busy ones), the hours a start allows, and the charges.
 */
const wizard: Page = async (calls, units) => {
  await calls.send('GET /rent (document)', 'customer', '/rent', { headers: { accept: 'text/html' } });
  const unit = pick(units);
  await calls.send('GET /api/public/units/:id', 'customer', `/api/public/units/${unit.id}`);
  const today = venueDate(0);
  await calls.send('POST get-availability-day', 'customer', `/api/public/get-availability-day/${unit.id}`, {
    body: { start_date: today, end_date: addDays(today, 30) },
  });
  // The time step follows the slots of the date on screen live while the visitor looks (issue 31).
  for (let look = 0; look < 2 + randomInt(2); look += 1) {
    const date = venueDate(randomInt(8));
    await calls.send(
      'POST get-availability-time',
      'customer',
      `/api/public/get-availability-time/${unit.id}`,
      {
        body: { date },
      },
    );
    const live = await watchSlots(
      calls,
      'GET slot-events (first slots)',
      `/api/public/units/${unit.id}/slot-events?date=${date}`,
      heardSlots,
    );
    await pause(thinkTimeMs(3_000));
    live.close();
  }
  const query = new URLSearchParams({ date: venueDate(1 + randomInt(6)), start_time: '19:00' });
  await calls.send('GET get-duration', 'customer', `/api/public/units/${unit.id}/get-duration?${query}`);
  await calls.send('GET /api/public/taxes', 'customer', '/api/public/taxes');
  await calls.send('GET /api/public/services-fee', 'customer', '/api/public/services-fee');
};

/** How often each page is opened: most visitors look at rooms and times before they book. */
const PAGES: Page[] = [home, home, games, games, rooms, menu, wizard, wizard, wizard, wizard];

/**
 * Opens every page once per round before the evening is timed (a venue's server has been up since
 * the afternoon): the first requests of a fresh process load the page renderer, fill the catalogue
 * cache and compile the hot code, and are not what a Saturday night's visitor meets. `calls` is a
 * throw-away recorder whose times are not reported.
 */
export async function warmUp(calls: Calls, units: BookableUnit[], rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (const page of new Set(PAGES)) await page(calls, units);
  }
}

/** One visitor browsing until `until`: a page, a think time, another page. */
export async function browse(calls: Calls, units: BookableUnit[], until: number): Promise<void> {
  await pause(randomInt(10_000));
  while (Date.now() < until) {
    await pick(PAGES)(calls, units);
    await pause(thinkTimeMs());
  }
}
