import { PAID_PAYMENT_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { isExtensionCharged } from '@ruangmain/domain/booking-money';
import { isStaff } from '@ruangmain/domain/roles';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { loadBookingViews } from '../bookings/booking-view';
import { loadBookingMoney } from '../payments/booking-money';
import { readVenueProfile } from './venue-profile';

/**
 * GET /api/customer/receipts/{invoice_number}: the receipt of a paid booking or food order, for its
 * owner and staff; anyone else is told the invoice does not exist. An unpaid one has none (409).
 */
export async function getReceipt(
  deps: { db: Db; timeZone: string },
  input: { invoiceNumber: string; auth: Auth },
) {
  const byInvoice = eq(bookings.invoice_number, input.invoiceNumber);
  const where = isStaff(input.auth.user)
    ? byInvoice
    : and(byInvoice, eq(bookings.user_id, input.auth.user.id));
  const [booking] = await loadBookingViews(deps.db, where ?? byInvoice, {
    timeZone: deps.timeZone,
    limit: 1,
  });
  if (!booking) throw new AppError('not_found', apiText('booking.invoiceNotFound'));
  if (!booking.paid_at) throw new AppError('conflict', apiText('receipt.notPaid'));

  const [venue, { money, extensions }, [settled]] = await Promise.all([
    readVenueProfile(deps.db),
    loadBookingMoney(deps.db, booking),
    deps.db
      .select({
        order_id: payments.order_id,
        method: payments.method,
        paid_at: payments.paid_at,
        notification: payments.last_notification,
      })
      .from(payments)
      .where(and(eq(payments.booking_id, booking.id), inArray(payments.status, [...PAID_PAYMENT_STATUSES])))
      .orderBy(desc(payments.id))
      .limit(1),
  ]);
  return {
    venue,
    booking,
    extensions: extensions
      .filter(isExtensionCharged)
      .map((extension) => ({ id: extension.id, minutes: extension.minutes, amount: extension.amount })),
    money,
    payment: {
      method: settled?.method ?? booking.payment_method,
      type: paymentTypeOf(settled?.notification),
      order_id: settled?.order_id ?? null,
      paid_at: settled?.paid_at ?? booking.paid_at,
    },
  };
}

/** The provider's payment_type of the notification applied last (Midtrans: 'qris', 'gopay', …). */
function paymentTypeOf(notification: unknown): string | null {
  if (!notification || typeof notification !== 'object') return null;
  const type = (notification as { payment_type?: unknown }).payment_type;
  return typeof type === 'string' && type !== '' ? type : null;
}
