import { randomInt, randomUUID } from 'node:crypto';
import { PAID_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import type { BookingStatus } from '@ruangmain/domain/booking-values';
import { type BookableUnit, guestBooking, venueDate } from '../bookings';
import type { Calls } from './calls';
import { EVENING_PROMO, type SignedInCustomer } from './venue';
import { pause } from './visitors';

/** What the evening's customers paid for, to check against the database afterwards. */
export type Paid = { invoices: string[]; raceWinners: number; raceUnits: number[]; promoBookings: number };

type Booked = { data?: { id: number }; snap_token?: string | null; invoice_number?: string };

const ROOM_HOURS = 2;
/** The race's slot: tomorrow 19:00–21:00 on the first few units, the evening everyone wants. */
export const RACE = { units: 3, customers: 20, start: '19:00', date: () => venueDate(1) };

/**
 * The online booking of one slot the evening plans for no one else (booking `index`: a unit and a day
 * of its own from the day after tomorrow, so the race and the desk never want it).
 */
function plannedSlot(units: BookableUnit[], index: number) {
  const unit = units[index % units.length] as BookableUnit;
  const round = Math.floor(index / units.length);
  return {
    unit,
    date: venueDate(2 + Math.floor(round / 3)),
    start: ['12:00', '14:00', '16:00'][round % 3] as string,
  };
}

/**
 * Pays in the payment simulator's window (which posts the notification to the webhook, as Midtrans
 * would), then waits on the success page's status until the booking is paid; the time from paying
 * to confirmed is recorded.
 */
async function payAndWait(calls: Calls, booked: Booked, paid: string[]): Promise<void> {
  if (!booked.snap_token || !booked.invoice_number) return;
  const payStarted = performance.now();
  const answer = await calls.send(
    'POST simulator pay',
    'payment',
    `/payments/simulator/pay/${booked.snap_token}/pay`,
    {
      body: {},
    },
  );
  if (answer.status >= 400) return;
  for (let look = 0; look < 60; look += 1) {
    const status = await calls.send<{ data?: { status: BookingStatus } }>(
      'GET booking-status',
      'customer',
      `/api/public/booking-status/${booked.invoice_number}`,
    );
    const now = status.body.data?.status;
    // Paid: a food order may already be with the kitchen (preparing, served).
    if (now && (PAID_BOOKING_STATUSES as readonly BookingStatus[]).includes(now)) {
      calls.record('paid → confirmed (webhook)', 'payment', performance.now() - payStarted);
      paid.push(booked.invoice_number);
      return;
    }
    await pause(500);
  }
  calls.record('paid → confirmed (webhook)', 'payment', performance.now() - payStarted, true);
}

/** POST /api/book-room as a signed-in customer; with the evening's promo while it has uses left. */
async function bookRoom(
  calls: Calls,
  customer: SignedInCustomer,
  slot: ReturnType<typeof plannedSlot>,
  promo: boolean,
) {
  await calls.send(
    'POST get-availability-time',
    'customer',
    `/api/public/get-availability-time/${slot.unit.id}`,
    {
      body: { date: slot.date },
    },
  );
  const body = guestBooking(slot.unit, slot.date, slot.start, ROOM_HOURS, {
    phone: customer.phone,
    ...(promo ? { promo_code: EVENING_PROMO.code } : {}),
  });
  const headers = { 'Idempotency-Key': randomUUID() };
  // Only a promo whose uses ran out is an expected refusal.
  return calls.send<Booked>(
    'POST book-room',
    'customer',
    '/api/book-room',
    { body, token: customer.token, headers },
    promo ? [422] : [],
  );
}

/**
 * `customers` book one slot each, spread evenly over the evening: the first half with the evening's
 * promo (its last uses are raced for; a customer refused it books without), each paying at once.
 */
export async function bookOnline(
  calls: Calls,
  units: BookableUnit[],
  customers: SignedInCustomer[],
  durationMs: number,
  paid: Paid,
): Promise<void> {
  const gap = durationMs / customers.length;
  await Promise.all(
    customers.map(async (customer, index) => {
      await pause(index * gap + randomInt(Math.max(1, Math.floor(gap))));
      const slot = plannedSlot(units, index);
      let booked = await bookRoom(calls, customer, slot, index % 2 === 0);
      if (booked.status === 201 && index % 2 === 0) paid.promoBookings += 1;
      if (booked.status === 422) booked = await bookRoom(calls, customer, slot, false);
      if (booked.status === 201) await payAndWait(calls, booked.body, paid.invoices);
    }),
  );
}

/** Twenty customers at once for tomorrow's 19:00 on three units: one wins each, the rest get 409. */
export async function raceForNineteen(
  calls: Calls,
  units: BookableUnit[],
  customers: SignedInCustomer[],
  paid: Paid,
): Promise<void> {
  const date = RACE.date();
  paid.raceUnits = units.slice(0, RACE.units).map((unit) => unit.id);
  const answers = await Promise.all(
    customers.map((customer, index) => {
      const unit = units[index % RACE.units] as BookableUnit;
      const body = guestBooking(unit, date, RACE.start, ROOM_HOURS, { phone: customer.phone });
      return calls.send<Booked>(
        'POST book-room (19:00 race)',
        'customer',
        '/api/book-room',
        { body, token: customer.token },
        [409],
      );
    }),
  );
  const winners = answers.filter((answer) => answer.status === 201);
  paid.raceWinners += winners.length;
  await Promise.all(winners.map((winner) => payAndWait(calls, winner.body, paid.invoices)));
}

/** Guests ordering food to a table over the evening, each paying at once. */
export async function orderFood(
  calls: Calls,
  menu: number[],
  orders: number,
  durationMs: number,
  paid: Paid,
) {
  const gap = durationMs / orders;
  await Promise.all(
    Array.from({ length: orders }, async (_, index) => {
      await pause(index * gap + randomInt(Math.max(1, Math.floor(gap))));
      const body = {
        name: 'Tamu Malam',
        phone: `0812${String(10_000_000 + index).padStart(8, '0')}`,
        payment_method: 'midtrans',
        table_number: `T${1 + (index % 12)}`,
        fnbs: [{ id: menu[index % menu.length], quantity: 1 + randomInt(2) }],
      };
      const booked = await calls.send<Booked>('POST book-fnb', 'customer', '/api/book-fnb', {
        body,
        headers: { 'Idempotency-Key': randomUUID() },
      });
      if (booked.status === 201) await payAndWait(calls, booked.body, paid.invoices);
    }),
  );
}
