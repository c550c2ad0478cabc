import { PAID_PAYMENT_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { bookingTotalOf } from '@ruangmain/domain/booking-money';
import type {
  AdminBooking,
  AdminBookingStatusFilter,
  ListAdminBookingsQuerySchema,
} from '@ruangmain/domain/contracts/admin-bookings';
import { addDays } from '@ruangmain/domain/dates';
import { NO_SHOW_REASON } from '@ruangmain/domain/desk';
import { getBusinessWindow, toLocalDateTime } from '@ruangmain/domain/hours';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { bookingExtensions } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { type Paginator, toPaginator } from '../../lib/pagination';
import { matchTextOrPhone } from '../../lib/search';

type Query = z.output<typeof ListAdminBookingsQuerySchema>;

/** When a booking happens: its play time, or when a food order was placed (bookings_list_time_idx). */
const bookedFor = sql<Date>`coalesce(${bookings.start_at}, ${bookings.created_at})`;

/**
 * GET /api/admin/bookings: every booking, newest play time first, for the front desk (../shared/DESIGN.md
 * "Staff side"), searched by invoice or name, or by phone (08… is 628…), and filtered by status (a no-show
 * apart), type and business dates.
 */
export async function listStaffBookings(
  db: Db,
  query: Query,
  timeZone: string,
): Promise<Paginator<AdminBooking>> {
  const where = and(...findConditions(query, timeZone));
  const [total] = await db.select({ value: count() }).from(bookings).where(where);
  const data = await listStaffBookingRows(db, {
    where,
    orderBy: [desc(bookedFor), desc(bookings.id)],
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    timeZone,
  });
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data);
}

/** A booking's money beside its row: the time added that still stands, and what its payments took. */
export const bookingMoneyColumns = {
  extensions: sql<number>`(select coalesce(sum(${bookingExtensions.amount}), 0) from ${bookingExtensions}
    where ${bookingExtensions.booking_id} = ${bookings.id} and ${bookingExtensions.status} <> 'released')`.mapWith(
    Number,
  ),
  paid: sql<number>`(select coalesce(sum(${payments.gross_amount}), 0) from ${payments}
    where ${payments.booking_id} = ${bookings.id} and ${inArray(payments.status, [...PAID_PAYMENT_STATUSES])})`.mapWith(
    Number,
  ),
};

/** Bookings as the staff lists show them (AdminBookingSchema), for the desk's other lists too. */
export async function listStaffBookingRows(
  db: Db,
  input: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number; timeZone: string },
): Promise<AdminBooking[]> {
  const rows = await db
    .select({
      booking: bookings,
      unit_name: units.name,
      ...bookingMoneyColumns,
    })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .where(input.where)
    .orderBy(...input.orderBy)
    .limit(input.limit)
    .offset(input.offset ?? 0);
  return rows.map((row) => toAdminBooking(row, input.timeZone));
}

/** One booking row (with its unit's name and its money) as a line of a staff list. */
export function toAdminBooking(
  {
    booking,
    unit_name,
    extensions,
    paid,
  }: { booking: typeof bookings.$inferSelect; unit_name: string | null; extensions: number; paid: number },
  timeZone: string,
): AdminBooking {
  const local = (instant: Date | null) => (instant ? toLocalDateTime(instant, timeZone) : null);
  return {
    id: booking.id,
    invoice_number: booking.invoice_number,
    booking_type: booking.booking_type,
    channel: booking.channel,
    status: booking.status,
    cancel_reason: booking.cancel_reason,
    name: booking.name,
    phone: booking.phone,
    unit: booking.unit_id && unit_name ? { id: booking.unit_id, name: unit_name } : null,
    start_time: local(booking.start_at),
    end_time: local(booking.end_at),
    payment_method: booking.payment_method,
    total_price: booking.total_price,
    total: bookingTotalOf({
      status: booking.status,
      finalAmount: booking.total_price,
      extensions,
      paid,
    }),
    created_at: booking.created_at,
  };
}

/** A no-show is a booking cancelled for that reason; "cancelled" is every other cancelled one (issue 29). */
function matchStatus(status: AdminBookingStatusFilter): SQL {
  if (status === 'no_show') {
    return sql`${bookings.status} = 'cancelled' and ${bookings.cancel_reason} is not distinct from ${NO_SHOW_REASON}`;
  }
  if (status === 'cancelled') {
    return sql`${bookings.status} = 'cancelled' and ${bookings.cancel_reason} is distinct from ${NO_SHOW_REASON}`;
  }
  return eq(bookings.status, status);
}

function findConditions(query: Query, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(matchStatus(query.status));
  if (query.type) conditions.push(eq(bookings.booking_type, query.type));
  // A business date holds everything from its opening until the next one opens (its closing may be
  // past midnight), so consecutive ranges leave nothing out.
  if (query.from) conditions.push(gte(bookedFor, getBusinessWindow(query.from, timeZone).opensAt));
  if (query.to) conditions.push(lt(bookedFor, getBusinessWindow(addDays(query.to, 1), timeZone).opensAt));
  if (query.search) {
    conditions.push(
      matchTextOrPhone(query.search, {
        textColumns: [bookings.invoice_number, bookings.name],
        phoneColumn: bookings.phone,
      }),
    );
  }
  return conditions;
}
