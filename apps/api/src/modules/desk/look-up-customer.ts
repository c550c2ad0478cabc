import { ACTIVE_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import type { CustomerLookupSchema } from '@ruangmain/domain/contracts/desk';
import { normalizePhone } from '@ruangmain/domain/phone';
import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { listStaffBookingRows } from '../bookings/list-staff-bookings';
import { listHeldRewards } from '../rewards/list-held-rewards';

const UPCOMING_LIMIT = 20;

/**
 * GET /api/admin/customers/lookup?phone=: who is at the counter, by phone (08… is 628…): their account
 * with its points, their bookings from today's opening on (under their account or that phone, soonest
 * first), and the rewards they hold that are still usable.
 */
export async function lookUpCustomer(
  db: Db,
  input: { phone: string; timeZone: string; now: Date; dayStartsAt: Date },
): Promise<z.output<typeof CustomerLookupSchema>> {
  const phone = normalizePhone(input.phone) ?? input.phone.replace(/[\s\-().+]/g, '');
  const [customer] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      phone: users.phone,
      total_points: users.total_points,
    })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'customer')));
  const upcoming = await listStaffBookingRows(db, {
    where: and(
      customer ? or(eq(bookings.phone, phone), eq(bookings.user_id, customer.id)) : eq(bookings.phone, phone),
      inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
      gte(bookings.end_at, input.dayStartsAt),
    ),
    orderBy: [asc(bookings.start_at), asc(bookings.id)],
    limit: UPCOMING_LIMIT,
    timeZone: input.timeZone,
  });
  const rewards = customer
    ? (await listHeldRewards(db, { userId: customer.id, now: input.now })).filter(
        (reward) => reward.status === 'available',
      )
    : [];
  return { customer: customer ?? null, upcoming, rewards };
}
