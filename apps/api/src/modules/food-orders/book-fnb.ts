import type { BookFnbRequest } from '@ruangmain/domain/contracts/food';
import { isStaff } from '@ruangmain/domain/roles';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { type BookingActor, resolveContact } from '../bookings/booking-actor';
import { type OpenedPayment, openPayment } from '../bookings/open-payment';
import { buildPaymentItems } from '../bookings/payment-items';
import type { BookingPayment } from '../bookings/write-booking';
import type { HoldDeps } from '../payments/payment-deps';
import { loadCharges, loadPromo } from '../pricing/pricing-facts';
import { loadSeating, type OrderSeating, type SeatingOrderer } from './food-seating';
import { loadFreeFoodGrant } from './free-food-grant';
import { writeFoodOrder } from './write-food-order';

export type BookFnbDeps = HoldDeps & { timeZone: string; holdMinutes: number; publicUrl: string };

export type BookFnbResult = OpenedPayment & {
  id: number;
  invoice_number: string;
  order_id: string | null;
  total_price: number;
  seating: OrderSeating;
};

/**
 * POST /api/book-fnb (spec 2 §3 "Food order", §4 "Food page"): a guest or a signed-in customer orders
 * food and drinks for a table, a unit or take-away. The order is priced here from the menu (what a
 * client says it costs is never read) and held, like a room booking, until the payment provider says
 * it is paid; with a held free-food reward it costs 0 and is confirmed at once.
 */
export async function bookFnb(
  deps: BookFnbDeps,
  input: BookFnbRequest,
  auth: Auth | undefined,
): Promise<BookFnbResult> {
  const now = new Date();
  const orderer = resolveFoodOrderer(input, auth);
  const contact = resolveContact(input, orderer, auth);
  const seating = await loadSeating(deps.db, input, { orderer: seatingOrdererOf(auth), now });
  if (orderer.kind === 'reward') {
    await loadFreeFoodGrant(deps.db, {
      userId: orderer.userId,
      userRewardId: orderer.userRewardId,
      lines: input.fnbs,
      now,
    });
  }
  // A reward order is free already; a promo on it would only spend a use.
  const promo = orderer.kind === 'reward' ? null : await loadPromo(deps.db, input, now);
  const { taxPercentage } = await loadCharges(deps.db);
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const written = await writeFoodOrder(deps.db, {
    orderer,
    contact,
    seating,
    notes: input.notes,
    lines: input.fnbs,
    promo,
    taxPercentage,
    choosePayment: (total): BookingPayment => {
      if (orderer.kind === 'reward') return { kind: 'free', method: 'reward' };
      if (total === 0) return { kind: 'free', method: 'none' };
      return { kind: 'provider', provider: deps.payments.name, method: 'midtrans', holdExpiresAt };
    },
    now,
    timeZone: deps.timeZone,
  });

  const opened = await openPayment(deps, {
    written,
    payment: written.payment,
    total: written.price.total,
    contact,
    items: buildPaymentItems({
      unitName: '',
      pricePerHour: 0,
      hours: 0,
      items: written.items,
      price: written.price,
    }),
    finishPath: '/food-drinks/success',
  });
  return {
    id: written.id,
    invoice_number: written.invoice_number,
    order_id: written.order_id,
    total_price: written.price.total,
    seating,
    ...opened,
  };
}

/**
 * Who orders (spec 2 §6): a held reward needs its owner signed in; anyone signed in (a customer, or
 * staff for themself) orders on their account; everyone else is a guest.
 */
function resolveFoodOrderer(input: { user_reward_id?: number | null }, auth: Auth | undefined): BookingActor {
  if (input.user_reward_id) {
    if (!auth) throw new AppError('unauthenticated', apiText('booking.loginForReward'));
    return { kind: 'reward', userId: auth.user.id, createdBy: null, userRewardId: input.user_reward_id };
  }
  if (auth) return { kind: 'customer', userId: auth.user.id, createdBy: null };
  return { kind: 'guest', userId: null, createdBy: null };
}

/** Who the seating rule sees (issue 30): staff, a signed-in customer, or a guest. */
function seatingOrdererOf(auth: Auth | undefined): SeatingOrderer {
  if (!auth) return { kind: 'guest' };
  return isStaff(auth.user) ? { kind: 'staff' } : { kind: 'customer', userId: auth.user.id };
}
