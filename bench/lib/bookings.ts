import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';

/** The venue's zone (VENUE_TIMEZONE's default). */
export const VENUE_TIMEZONE = 'Asia/Jakarta';

/** The venue-local date `days` from today. */
export function venueDate(days: number): string {
  return addDays(toLocalDateTime(new Date(), VENUE_TIMEZONE).slice(0, 10), days);
}

export type BookableUnit = { id: number; name: string; gameId: number };

/** The demo venue's units with one game each, as a guest sees them (GET /api/public/units/{id}). */
export async function listBookableUnits(baseUrl: string): Promise<BookableUnit[]> {
  const list = (await (await fetch(`${baseUrl}/api/public/units`)).json()) as { data: Array<{ id: number }> };
  return Promise.all(
    list.data.map(async ({ id }) => {
      const unit = (await (await fetch(`${baseUrl}/api/public/units/${id}`)).json()) as {
        name: string;
        games: Array<{ id: number }>;
      };
      if (!unit.games[0]) throw new Error(`unit ${id} has no game to book`);
      return { id, name: unit.name, gameId: unit.games[0].id };
    }),
  );
}

/** A guest's POST /api/book-room body: `hours` whole hours from `date start` ('HH:mm'). */
export function guestBooking(
  unit: BookableUnit,
  date: string,
  start: string,
  hours: number,
  extra: Record<string, unknown> = {},
) {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const endMinutes = h * 60 + m + hours * 60;
  return {
    unit_id: unit.id,
    game_id: unit.gameId,
    total_visitors: 2,
    start_time: `${date} ${start}`,
    end_time: `${addDays(date, Math.floor(endMinutes / 1440))} ${clock(endMinutes % 1440)}`,
    name: 'Rina Bench',
    phone: '081234500001',
    payment_method: 'midtrans',
    fnbs: [],
    ...extra,
  };
}

/** 'HH:mm' of a number of minutes after midnight. */
export function clock(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export type Answer = { status: number; message: string; ms: number };

/** Sends every body at once to `url` and waits for every answer (autocannon would drop them). */
export async function postAll(
  url: string,
  bodies: unknown[],
): Promise<{ answers: Answer[]; durationMs: number }> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`refusing to post to ${url}: loopback only`);
  const started = performance.now();
  const answers = await Promise.all(
    bodies.map(async (body) => {
      const sent = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json().catch(() => ({}))) as { message?: string };
      return { status: response.status, message: json.message ?? '', ms: performance.now() - sent };
    }),
  );
  return { answers, durationMs: performance.now() - started };
}

/** The value below which `share` (0..1) of the sorted values fall. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
