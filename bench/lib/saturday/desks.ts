import { randomUUID } from 'node:crypto';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { type BookableUnit, guestBooking, VENUE_TIMEZONE } from '../bookings';
import type { Calls } from './calls';
import { followStream } from './streams';
import { pause } from './visitors';

type Board = { data?: { blocks: Array<{ unit_id: number; end_at: string; status: string }> } };
type Booked = { data?: { id: number } };

const MINUTE_MS = 60_000;
const WALK_IN_MINUTES = 60;
const EXTENSION_MINUTES = 30;
/** A unit takes at most this many walk-ins: the venue stays open four hours from now (venue.ts). */
const WALK_INS_PER_UNIT = 3;

/** What a desk has done to one of its units: the walk-in now playing and where the next can start. */
type UnitLine = {
  unit: BookableUnit;
  nextStart: number;
  playing?: number;
  extended: boolean;
  walkIns: number;
};

const localMinute = (instant: number) =>
  toLocalDateTime(new Date(instant), VENUE_TIMEZONE).slice(0, 16).replace('T', ' ');

/**
 * One front desk for the evening: its board and bell open and live (the board is fetched again a
 * moment after each event, as the staff app does), and at the counter, one sale after another on the
 * desk's own units (no two desks sell the same unit): a walk-in that starts now, checked in; an extra
 * half hour in cash for a party playing; a walk-in for later.
 */
export async function runDesk(
  calls: Calls,
  token: string,
  units: BookableUnit[],
  until: number,
  saleEveryMs: number,
): Promise<void> {
  const stop = new AbortController();
  let refetch: ReturnType<typeof setTimeout> | undefined;
  const loadBoard = () => calls.send<Board>('GET /api/admin/board', 'desk', '/api/admin/board', { token });
  const onBoardEvent = () => {
    clearTimeout(refetch);
    refetch = setTimeout(() => void loadBoard(), 250);
  };
  const board = await loadBoard();
  const streams = [
    followStream(`${calls.baseUrl}/api/admin/board/events`, token, stop.signal, onBoardEvent),
    followStream(`${calls.baseUrl}/api/admin/notices/events`, token, stop.signal, () => {}),
  ];
  const lines: UnitLine[] = units.map((unit) => {
    const taken = (board.body.data?.blocks ?? [])
      .filter((block) => block.unit_id === unit.id && block.status !== 'cancelled')
      .map((block) => Date.parse(block.end_at));
    return { unit, nextStart: Math.max(Date.now(), ...taken), extended: false, walkIns: 0 };
  });
  for (let sale = 0; Date.now() < until; sale += 1) {
    const line = lines[sale % lines.length] as UnitLine;
    await sell(calls, token, line);
    await pause(saleEveryMs);
  }
  stop.abort();
  clearTimeout(refetch);
  await Promise.all(streams);
}

async function sell(calls: Calls, token: string, line: UnitLine): Promise<void> {
  const key = { 'Idempotency-Key': randomUUID() };
  if (line.playing !== undefined && !line.extended) {
    const extended = await calls.send(
      'POST extend (cash)',
      'desk',
      `/api/admin/bookings/${line.playing}/extend`,
      {
        body: { minutes: EXTENSION_MINUTES, payment_method: 'cash' },
        token,
        headers: key,
      },
    );
    if (extended.status === 200) line.nextStart += EXTENSION_MINUTES * MINUTE_MS;
    line.extended = true;
    return;
  }
  if (line.walkIns >= WALK_INS_PER_UNIT) return;
  // A walk-in starts at the minute it is sold when the unit is free now, else when it frees up.
  const start = Math.max(line.nextStart, Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
  const startsNow = start <= Date.now();
  const [date, clock] = localMinute(start).split(' ') as [string, string];
  const body = guestBooking(line.unit, date, clock, WALK_IN_MINUTES / 60, {
    name: 'Tamu Walk-in',
    phone: '081234567890',
    payment_method: 'cash',
  });
  const booked = await calls.send<Booked>('POST book-room (walk-in, cash)', 'desk', '/api/book-room', {
    body,
    token,
    headers: key,
  });
  line.walkIns += 1;
  const id = booked.body.data?.id;
  if (booked.status !== 201 || id === undefined) return;
  line.nextStart = start + WALK_IN_MINUTES * MINUTE_MS;
  if (!startsNow) return;
  const checkedIn = await calls.send('POST check-in', 'desk', `/api/admin/bookings/${id}/check-in`, {
    token,
    method: 'POST',
  });
  if (checkedIn.status === 200) line.playing = id;
}

type Orders = { data?: Array<{ id: number; state: string }> };

/** The kitchen: its orders fetched as they come, each moved on to preparing, then served. */
export async function runKitchen(calls: Calls, token: string, until: number): Promise<void> {
  while (Date.now() < until) {
    const orders = await calls.send<Orders>('GET /api/admin/fnb-orders', 'desk', '/api/admin/fnb-orders', {
      token,
    });
    for (const order of orders.body.data ?? []) {
      const next = order.state === 'new' ? 'preparing' : order.state === 'preparing' ? 'served' : null;
      if (!next) continue;
      await calls.send('POST fnb-orders status', 'desk', `/api/admin/fnb-orders/${order.id}/status`, {
        body: { status: next },
        token,
      });
    }
    await pause(5_000);
  }
}

/** The owner opens the reports: this month's revenue, occupancy, peak hours, what is popular, today. */
export async function openReports(calls: Calls, token: string): Promise<void> {
  const today = toLocalDateTime(new Date(), VENUE_TIMEZONE).slice(0, 10);
  const period = new URLSearchParams({ from: `${today.slice(0, 8)}01`, to: today });
  for (const report of ['revenue', 'occupancy', 'peak-hours', 'popular']) {
    await calls.send(`GET reports/${report}`, 'desk', `/api/admin/reports/${report}?${period}`, { token });
  }
  await calls.send('GET reports/today', 'desk', '/api/admin/reports/today', { token });
}
