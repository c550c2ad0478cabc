import type { BookRoomRequest } from '@ruangmain/domain/contracts/bookings';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import { calculateBookingPrice } from '@ruangmain/domain/pricing';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { recordAudit, toAuditActor } from '../audit/record-audit';
import type { HoldDeps } from '../payments/payment-deps';
import { releaseExpiredHolds } from '../payments/release-expired-holds';
import type { StartedPayment } from '../payments/start-payment';
import { loadCharges, loadOrderedItems, loadPromo, refuseUnfitPromo } from '../pricing/pricing-facts';
import { resolveBookingActor, resolveContact } from './booking-actor';
import { readBookingPeriod } from './booking-period';
import { loadBookingUnit } from './booking-unit';
import { openPayment } from './open-payment';
import { buildPaymentItems } from './payment-items';
import { checkFreePlayTime, loadFreePlayGrant } from './reward-booking';
import { type BookingPayment, writeRoomBooking } from './write-booking';

export type BookRoomDeps = HoldDeps & {
  timeZone: string;
  /** The venue's booking hours, read once per request (venue-hours/venue-hours.ts). */
  loadHours: () => Promise<WeeklyHours>;
  holdMinutes: number;
  publicUrl: string;
};

export type BookRoomResult = {
  id: number;
  invoice_number: string;
  order_id: string | null;
  status: 'pending' | 'confirmed';
  total_price: number;
  hold_expires_at: Date | null;
  payment: StartedPayment | null;
};

/**
 * POST /api/book-room (spec 2 §3, §5): a guest, a signed-in customer, a reward holder or staff at the
 * counter books a unit for whole hours. Everything is checked and priced here; what the client says a
 * booking costs is never read (../shared/DESIGN.md "Pricing").
 */
export async function bookRoom(
  deps: BookRoomDeps,
  input: BookRoomRequest,
  auth: Auth | undefined,
): Promise<BookRoomResult> {
  const now = new Date();
  const actor = resolveBookingActor(input, auth);
  const contact = resolveContact(input, actor, auth);
  const hours = await deps.loadHours();
  const period = readBookingPeriod({
    startTime: input.start_time,
    endTime: input.end_time,
    timeZone: deps.timeZone,
    hours,
    now,
    isAtCounter: actor.kind === 'ots',
  });
  const unit = await loadBookingUnit(deps.db, {
    unitId: input.unit_id,
    gameId: input.game_id,
    consoleName: input.console_name,
    visitors: input.total_visitors,
  });

  const grant =
    actor.kind === 'reward'
      ? await loadFreePlayGrant(deps.db, { userId: actor.userId, userRewardId: actor.userRewardId, now })
      : null;
  if (grant && input.fnbs.length > 0) {
    throw new AppError('validation', apiText('booking.rewardNoFood'), {
      errors: { fnbs: ['validation.prohibited'] },
    });
  }
  const items = await loadOrderedItems(deps.db, input.fnbs);
  // A reward is free already; a promo on it would only spend a use.
  const promo = grant ? null : await loadPromo(deps.db, input, now);
  const charges = await loadCharges(deps.db);
  const sessionSubtotal = unit.price_per_hour * period.hours;
  const price = calculateBookingPrice({
    pricePerHour: unit.price_per_hour,
    hours: period.hours,
    items,
    promoPercentage: promo?.percentage ?? 0,
    promoScope: promo?.applies_to,
    taxPercentage: charges.taxPercentage,
    serviceFees: charges.serviceFees,
    isReward: grant !== null,
    rewardSessionDiscount: grant ? sessionSubtotal : 0,
  });

  refuseUnfitPromo(promo, { sessionSubtotal: price.sessionSubtotal, fnbSubtotal: price.fnbSubtotal });

  await releaseExpiredHolds(deps.db, { unitId: unit.id, start: period.start, end: period.end, now });
  if (grant) {
    await checkFreePlayTime(deps.db, grant, {
      unitId: unit.id,
      visitors: input.total_visitors,
      period,
      timeZone: deps.timeZone,
      hours,
    });
  }

  const payment = choosePayment(actor, price.total, deps, now);
  const written = await writeRoomBooking(deps.db, {
    actor,
    contact,
    unitId: unit.id,
    gameId: input.game_id,
    visitors: input.total_visitors,
    period,
    notes: input.notes ?? '',
    items,
    promo,
    taxPercentage: charges.taxPercentage,
    price,
    payment,
    now,
    timeZone: deps.timeZone,
  });

  // A walk-in is a desk action: the trail says who sold it (record 0023).
  if (actor.kind === 'ots' && auth) {
    await recordAudit(deps.db, {
      actor: toAuditActor(auth.user),
      action: 'booking.walk_in',
      subject: { type: 'booking', id: written.id, label: written.invoice_number },
      before: null,
      after: {
        unit_id: unit.id,
        start_at: period.start.toISOString(),
        end_at: period.end.toISOString(),
        payment_method: actor.paymentMethod,
        total_price: price.total,
      },
    });
  }

  const opened = await openPayment(deps, {
    written,
    payment,
    total: price.total,
    contact,
    items: buildPaymentItems({
      unitName: unit.name,
      pricePerHour: unit.price_per_hour,
      hours: period.hours,
      items,
      price,
    }),
    finishPath: '/booking-success',
  });
  return {
    id: written.id,
    invoice_number: written.invoice_number,
    order_id: written.order_id,
    total_price: price.total,
    ...opened,
  };
}

function choosePayment(
  actor: ReturnType<typeof resolveBookingActor>,
  total: number,
  deps: BookRoomDeps,
  now: Date,
): BookingPayment {
  if (actor.kind === 'reward') return { kind: 'free', method: 'reward' };
  if (actor.kind === 'ots' && actor.paymentMethod === 'cash') return { kind: 'cash' };
  if (total === 0) return { kind: 'free', method: 'none' };
  return {
    kind: 'provider',
    provider: deps.payments.name,
    method: actor.kind === 'ots' ? 'qris' : 'midtrans',
    holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
  };
}
