import { STANDING_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';

/**
 * Who a promo use belongs to: the signed-in account, if any, and the phone the booking is for. A
 * customer is known by either, so the limit holds whether they book signed in, as a guest with their
 * number, or at the counter.
 */
export type PromoCustomer = { userId: number | null; phone: string | null };

/** How many of a customer's live or paid bookings and food orders hold that promo. */
export async function countCustomerPromoUses(
  tx: Pick<Db, 'select'>,
  promoId: number,
  customer: PromoCustomer,
): Promise<number> {
  const whose = [
    ...(customer.userId !== null ? [eq(bookings.user_id, customer.userId)] : []),
    ...(customer.phone
      ? [
          eq(bookings.phone, customer.phone),
          // The account that number belongs to, whichever phone its bookings were made for.
          inArray(
            bookings.user_id,
            tx.select({ id: users.id }).from(users).where(eq(users.phone, customer.phone)),
          ),
        ]
      : []),
  ];
  if (whose.length === 0) return 0;
  const [row] = await tx
    .select({ uses: sql<number>`count(*)::int` })
    .from(bookings)
    // Those that hold a promo use: still standing (a hold, a session, the kitchen's) or paid.
    .where(
      and(
        eq(bookings.promo_id, promoId),
        inArray(bookings.status, [...STANDING_BOOKING_STATUSES]),
        or(...whose),
      ),
    );
  return row?.uses ?? 0;
}
