import { calculateFoodOrderPrice, foodOrderNote } from '@ruangmain/domain/food-order';
import type { PriceBreakdown } from '@ruangmain/domain/pricing';
import type { Db } from '../../db/client';
import type { BookingActor, BookingContact } from '../bookings/booking-actor';
import {
  type BookingPayment,
  insertChargedBooking,
  type WrittenBooking,
  writeWithInvoice,
} from '../bookings/write-booking';
import {
  type AppliedPromo,
  loadOrderedItems,
  type OrderedItem,
  refuseUnfitPromo,
} from '../pricing/pricing-facts';
import type { OrderSeating } from './food-seating';

export type NewFoodOrder = {
  orderer: BookingActor;
  contact: BookingContact;
  seating: OrderSeating;
  notes: string | undefined;
  lines: ReadonlyArray<{ id: number; quantity: number }>;
  promo: AppliedPromo | null;
  taxPercentage: number;
  /** How an order of this total is paid. */
  choosePayment: (total: number) => BookingPayment;
  now: Date;
  timeZone: string;
};

export type WrittenFoodOrder = WrittenBooking & {
  items: OrderedItem[];
  price: PriceBreakdown;
  payment: BookingPayment;
};

/**
 * Writes a food order in one transaction (../shared/DESIGN.md "Limited counters"): the items are read
 * and held as priced, so one marked sold out meanwhile refuses the order (422) instead of reaching the
 * kitchen; then the promo use and the reward are claimed and the order written (insertChargedBooking).
 * A refusal anywhere rolls all of it back.
 */
export async function writeFoodOrder(db: Db, order: NewFoodOrder): Promise<WrittenFoodOrder> {
  const { orderer, seating, now } = order;
  const isReward = orderer.kind === 'reward';
  return writeWithInvoice(db, { now, timeZone: order.timeZone, kind: 'FNB' }, async (tx, invoice) => {
    const items = await loadOrderedItems(tx, order.lines, { holdMenu: true });
    const price = calculateFoodOrderPrice({
      items,
      promoPercentage: order.promo?.percentage ?? 0,
      promoScope: order.promo?.applies_to,
      taxPercentage: order.taxPercentage,
      isReward,
    });
    refuseUnfitPromo(order.promo, { sessionSubtotal: 0, fnbSubtotal: price.fnbSubtotal });
    const payment = order.choosePayment(price.total);
    const written = await insertChargedBooking(tx, invoice, {
      actor: orderer,
      contact: order.contact,
      items,
      promo: order.promo,
      taxPercentage: order.taxPercentage,
      price,
      payment,
      now,
      columns: {
        booking_type: 'fnb',
        unit_id: seating.unit?.id ?? null,
        seating: seating.seating.mode,
        table_number: seating.tableNumber,
        notes: foodOrderNote({ isReward, seating: seating.seating, notes: order.notes ?? '' }),
      },
    });
    return { ...written, items, price, payment };
  });
}
