import { HISTORY_TAB_STATUSES } from '@ruangmain/domain/booking-history';
import type { ListBookingHistoryQuerySchema } from '@ruangmain/domain/contracts/bookings';
import { and, count, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookingFnbs, bookings } from '../../db/schema/bookings';
import { rooms, units } from '../../db/schema/catalogue';
import { fnbs } from '../../db/schema/food';
import { toPaginator } from '../../lib/pagination';
import { containsPattern } from '../../lib/search';
import { type BookingView, loadBookingViews } from './booking-view';

type Query = z.output<typeof ListBookingHistoryQuerySchema>;

/**
 * GET /api/customer/booking-history (spec 2 §2, §7): the customer's bookings and food orders under a
 * tab, of a kind, searched, newest or oldest first; one page when `page` is asked, else the whole list
 * (the latest 200). The (user_id, created_at) index serves the order, so a page of a customer with
 * thousands of bookings stays cheap.
 */
export async function listBookingHistory(
  deps: { db: Db; timeZone: string },
  input: { userId: number; query: Query; now: Date },
): Promise<{ data: BookingView[] } | ReturnType<typeof toPaginator<BookingView>>> {
  const { db } = deps;
  const { query } = input;
  const where = and(eq(bookings.user_id, input.userId), ...historyConditions(db, query)) as SQL;
  const view = { timeZone: deps.timeZone, sort: query.sort, now: input.now };
  if (query.page === undefined) return { data: await loadBookingViews(db, where, view) };

  const [data, [total]] = await Promise.all([
    loadBookingViews(db, where, {
      ...view,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    db.select({ value: count() }).from(bookings).where(where),
  ]);
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data);
}

function historyConditions(db: Db, query: Query): SQL[] {
  const conditions: SQL[] = [];
  if (query.type !== 'all') conditions.push(eq(bookings.booking_type, query.type));
  if (query.tab) conditions.push(inArray(bookings.status, [...HISTORY_TAB_STATUSES[query.tab]]));
  if (query.search) conditions.push(matchSearch(db, query.search));
  return conditions;
}

/** spec 2 §2 "Search by room name or F&B": the room, the unit, a food item ordered, or the invoice. */
function matchSearch(db: Db, search: string): SQL {
  const text = containsPattern(search);
  const inUnitOrRoom = db
    .select({ id: units.id })
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .where(and(eq(units.id, bookings.unit_id), or(ilike(units.name, text), ilike(rooms.name, text))));
  const inFood = db
    .select({ id: bookingFnbs.fnb_id })
    .from(bookingFnbs)
    .innerJoin(fnbs, eq(fnbs.id, bookingFnbs.fnb_id))
    .where(and(eq(bookingFnbs.booking_id, bookings.id), ilike(fnbs.name, text)));
  return or(ilike(bookings.invoice_number, text), exists(inUnitOrRoom), exists(inFood)) as SQL;
}
