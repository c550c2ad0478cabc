import { PAID_ACTIVE_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { extendedEnd, extensionPrice, findExtendProblem } from '@ruangmain/domain/desk';
import { isWithinBusinessHours, type WeeklyHours } from '@ruangmain/domain/hours';
import { paymentOrderId } from '@ruangmain/domain/invoice';
import { and, count, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { bookingExtensions } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { insertPayment } from '../booking-lifecycle/payment-lifecycle';
import { noticeBookingExtended } from '../notices/booking-notices';
import { startExtensionQris } from '../payments/extension-payments';
import type { HoldDeps } from '../payments/payment-deps';
import { changeBookingPlace } from './change-booking-place';
import { deskFactsOf, loadDeskBooking, refuse } from './desk-booking';

export type ExtendDeps = HoldDeps & {
  timeZone: string;
  loadHours: () => Promise<WeeklyHours>;
  holdMinutes: number;
  publicUrl: string;
};

export type ExtendInput = {
  id: number;
  minutes: number;
  paymentMethod: 'cash' | 'qris';
  actor: AuditActor;
  now: Date;
};

/**
 * POST /api/admin/bookings/{id}/extend ("tambah waktu", record 0023): a paid session gets 30-minute
 * steps more, before closing. The booking's end moves at once, guarded on its current end, so the
 * exclusion constraint judges the added time (of two desks extending into the same half hour one
 * wins; a clash answers 409 with what is in the way). It is priced from the unit's hourly rate and
 * paid by its own payment row: cash now, or a counter QRIS charge whose failure gives the time back.
 */
export async function extendBooking(deps: ExtendDeps, input: ExtendInput) {
  const { db } = deps;
  const before = await loadDeskBooking(db, input.id);
  const problem = findExtendProblem(deskFactsOf(before), input.now);
  if (problem) throw refuse(fromDomainText(problem));
  const start = before.start_at as Date;
  const end = before.end_at as Date;
  const unitId = before.unit_id as number;
  const newEnd = extendedEnd(end, input.minutes);
  const hours = await deps.loadHours();
  if (!isWithinBusinessHours({ start, end: newEnd, timeZone: deps.timeZone, hours })) {
    throw new AppError('validation', apiText('desk.extensionPastClosing'), {
      errors: { minutes: ['validation.closing_time'] },
    });
  }
  const [unit] = await db
    .select({ name: units.name, price_per_hour: units.price_per_hour })
    .from(units)
    .where(eq(units.id, unitId));
  const amount = extensionPrice(unit?.price_per_hour ?? 0, input.minutes);
  // Nothing to charge (a unit without a rate) is settled at once, like cash.
  const byProvider = input.paymentMethod === 'qris' && amount > 0;

  const written = await changeBookingPlace(
    db,
    { unitId, start: end, end: newEnd },
    {
      before,
      actor: input.actor,
      action: 'booking.extend',
      set: { end_at: newEnd },
      guard: and(inArray(bookings.status, [...PAID_ACTIVE_BOOKING_STATUSES]), eq(bookings.end_at, end)),
      now: input.now,
      details: { minutes: input.minutes, amount, payment_method: input.paymentMethod },
    },
    async (tx) => {
      const [attempts] = await tx
        .select({ value: count() })
        .from(payments)
        .where(eq(payments.booking_id, before.id));
      const payment = await insertPayment(tx, {
        booking_id: before.id,
        order_id: paymentOrderId(before.invoice_number, (attempts?.value ?? 0) + 1),
        provider: byProvider ? deps.payments.name : 'counter',
        method: input.paymentMethod,
        status: byProvider ? 'pending' : 'settlement',
        gross_amount: amount,
        expires_at: byProvider ? new Date(input.now.getTime() + deps.holdMinutes * 60_000) : null,
        paid_at: byProvider ? null : input.now,
      });
      const [extension] = await tx
        .insert(bookingExtensions)
        .values({
          booking_id: before.id,
          payment_id: payment.id,
          minutes: input.minutes,
          amount,
          from_end_at: end,
          to_end_at: newEnd,
          status: byProvider ? 'pending' : 'paid',
          created_by: input.actor.id,
          created_at: input.now,
        })
        .returning();
      if (!extension) throw new Error('the extension insert returned no row');
      // Paid now (cash, or nothing to pay): the customer hears of it; QRIS tells when it settles.
      if (!byProvider) await noticeBookingExtended(tx, payment.id);
      return { payment, extension };
    },
  );

  if (!byProvider) return { extension: written.extension, payment: null };
  const qris = await startExtensionQris(deps, {
    paymentId: written.payment.id,
    payment: {
      orderId: written.payment.order_id,
      grossAmount: amount,
      expiresInMinutes: deps.holdMinutes,
      customer: { name: before.name, phone: before.phone, email: before.email },
      items: [
        {
          id: 'extension',
          name: `Tambah waktu ${input.minutes} menit ${unit?.name ?? ''}`.trim(),
          price: amount,
          quantity: 1,
        },
      ],
      finishUrl: `${deps.publicUrl}/admin`,
    },
  });
  return {
    extension: written.extension,
    payment: { order_id: written.payment.order_id, ...qris },
  };
}
