/**
 * Food orders (spec 2 §2 "Food and drinks page", §3 "Food order", §5 "Food page", §9): where the order
 * goes (a table, a unit or take-away), the note the kitchen reads, what an order costs and whether a
 * reward order carries exactly the reward's items. The food page shows with these; the server decides.
 */
import { isBookingStatusIn, PAID_BOOKING_STATUSES } from './booking-lifecycle';
import { calculateBookingPrice, type PriceBreakdown, type PriceLine } from './pricing';
import type { PromoScope } from './promos';

/** spec 2 §5 and §8, exact: the texts the server answers and the page shows alike. */
export const FOOD_ORDER_MESSAGES = {
  itemsRequired: 'F&B items are required',
  rewardItemsLocked: 'Cannot modify items in reward booking. Items are pre-selected.',
  tableRequired: 'Please enter table number',
  unitRequired: 'Please select a unit',
  /** Food goes to a unit only from its own party, playing there now (issue 30). */
  unitNotPlaying: 'Food can be sent only to the unit of your own booking that is playing now.',
  unitNeedsLogin: 'Please log in to send food to the unit you are playing on.',
} as const;

/** spec 2 §9 "Seating modes: table, unit, takeaway; the default is table". */
export const SEATING_MODES = ['table', 'unit', 'takeaway'] as const;
export type SeatingMode = (typeof SEATING_MODES)[number];
export const DEFAULT_SEATING: SeatingMode = 'table';

/** A table number is a short label ('5', 'B12', 'Teras 3'). */
export const MAX_TABLE_NUMBER_LENGTH = 20;

/** Where an order goes: the payload names a unit, or a table, or neither (take-away). */
export type Seating =
  | { mode: 'table'; tableNumber: string }
  | { mode: 'unit'; unitName: string }
  | { mode: 'takeaway' };

/** The seating a payload means (spec 2 §3 "unit_id or table_number"): neither is take-away. */
export function seatingModeOf(order: {
  unit_id?: number | null | undefined;
  table_number?: string | null | undefined;
}): SeatingMode {
  if (order.unit_id) return 'unit';
  if (order.table_number?.trim()) return 'table';
  return 'takeaway';
}

/** 'Table 5', 'Unit PS5 Regular 1', 'Take Away': how a seating reads in the note and on the pages. */
export function describeSeating(seating: Seating): string {
  if (seating.mode === 'table') return `Table ${seating.tableNumber}`;
  if (seating.mode === 'unit') return `Unit ${seating.unitName}`;
  return 'Take Away';
}

/**
 * spec 2 §9: 'FnB Booking' (or 'FnB Booking with rewards') followed by the seating and the notes,
 * e.g. 'FnB Booking - Table 5 - Less ice'. The notes are left out when empty.
 */
export function foodOrderNote(input: { isReward: boolean; seating: Seating; notes?: string }): string {
  const head = input.isReward ? 'FnB Booking with rewards' : 'FnB Booking';
  const notes = input.notes?.trim();
  return [head, describeSeating(input.seating), ...(notes ? [notes] : [])].join(' - ');
}

const FOOD_NOTE_HEADS = ['FnB Booking with rewards', 'FnB Booking'] as const;

/**
 * What the customer wrote, out of a food order's note (foodOrderNote): the note without its head and
 * seating, which are the venue's bookkeeping and are shown as facts of their own. A note that is not a
 * food order's is the customer's whole.
 */
export function customerNotesOf(note: string): string {
  const head = FOOD_NOTE_HEADS.find((one) => note === one || note.startsWith(`${one} - `));
  if (!head) return note.trim();
  const afterHead = note.slice(head.length + ' - '.length);
  const seatingEnd = afterHead.indexOf(' - ');
  return seatingEnd === -1 ? '' : afterHead.slice(seatingEnd + ' - '.length).trim();
}

/** Quantities by item id, lines of the same item added together and empty ones left out. */
function quantitiesById(lines: ReadonlyArray<{ id: number; quantity: number }>): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    if (line.quantity > 0) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  }
  return quantities;
}

/**
 * A reward order carries exactly the reward's items and quantities, in any order (spec 2 §2 "Reward
 * orders": items pre-selected, quantities fixed).
 */
export function isRewardSelection(
  sent: ReadonlyArray<{ id: number; quantity: number }>,
  granted: ReadonlyArray<{ id: number; quantity: number }>,
): boolean {
  const a = quantitiesById(sent);
  const b = quantitiesById(granted);
  if (a.size === 0 || a.size !== b.size) return false;
  for (const [id, quantity] of a) if (b.get(id) !== quantity) return false;
  return true;
}

/**
 * What a food order costs (spec 2 §9 "Pricing" on food alone): the promo off the food, PB1 on the
 * food after the promo, rounded; the food summary has no service fee. A reward order's items are
 * free and it takes no promo, so it costs 0.
 */
export function calculateFoodOrderPrice(input: {
  items: readonly PriceLine[];
  promoPercentage: number;
  /** A food order has no session: only a promo for food or for both takes anything off. */
  promoScope?: PromoScope | undefined;
  taxPercentage: number;
  isReward: boolean;
}): PriceBreakdown {
  return calculateBookingPrice({
    pricePerHour: 0,
    hours: 0,
    items: input.items,
    promoPercentage: input.isReward ? 0 : input.promoPercentage,
    promoScope: input.promoScope,
    taxPercentage: input.taxPercentage,
    serviceFees: [],
    isReward: input.isReward,
    rewardFnbDiscount: input.isReward ? Number.MAX_SAFE_INTEGER : 0,
  });
}

/**
 * Paid and not given back, wherever the kitchen has got to: the status badge reads Success (spec 2 §2
 * "Food order success page"); pending reads Pending Payment.
 */
export function isPaidOrderStatus(status: string): boolean {
  return isBookingStatusIn(PAID_BOOKING_STATUSES, status);
}
