/**
 * The kitchen's queue (issue "Front desk", Kitchen): paid food, as a food order of its own or inside a
 * room booking, moves new → preparing → served, or is cancelled before it is served. Pure: the server
 * guards each move with these, the kitchen screen shows its columns and buttons with them.
 */
import type { BookingEvent } from './booking-lifecycle';
import { addDays } from './dates';
import { deskDateOf } from './desk';
import { getBusinessWindow } from './hours';

export const KITCHEN_STATES = ['new', 'preparing', 'served', 'cancelled'] as const;
export type KitchenState = (typeof KITCHEN_STATES)[number];

/** The states the kitchen moves an order to (an order starts as new). */
export const KITCHEN_TARGETS = ['preparing', 'served', 'cancelled'] as const;
export type KitchenTarget = (typeof KITCHEN_TARGETS)[number];

/** The states still on the kitchen's hands. */
export const OPEN_KITCHEN_STATES: readonly KitchenState[] = ['new', 'preparing'];

/** The food of a room booking reaches the queue this long before the session starts. */
export const KITCHEN_LEAD_MINUTES = 30;

/** The kitchen's columns, in order: the open states, then what was served. */
export const KITCHEN_COLUMNS = ['new', 'preparing', 'served'] as const satisfies readonly KitchenState[];

const FORWARD = { new: 'preparing', preparing: 'served' } as const;

/** Where the kitchen moves an open order forward: new → preparing → served. */
export const KITCHEN_FORWARD: Partial<Record<KitchenState, 'preparing' | 'served'>> = FORWARD;

/** An open order moves forward one step or is cancelled; a served or cancelled one stays. */
const NEXT: Record<KitchenState, readonly KitchenState[]> = {
  new: [FORWARD.new, 'cancelled'],
  preparing: [FORWARD.preparing, 'cancelled'],
  served: [],
  cancelled: [],
};

/** An overdue order (isOverdue) may also be closed as served straight from new: it was handed over. */
const NEXT_OVERDUE: Record<KitchenState, readonly KitchenState[]> = {
  ...NEXT,
  new: [FORWARD.new, 'served', 'cancelled'],
};

/** Whether the kitchen may move an order from one state to another (an overdue one: isOverdue). */
export function canMoveKitchenOrder(from: KitchenState, to: KitchenState, isOverdue = false): boolean {
  return (isOverdue ? NEXT_OVERDUE : NEXT)[from].includes(to);
}

/** The states an order may be in for a move to `to` (the guard of the update). */
export function kitchenStatesBefore(to: KitchenState, isOverdue = false): KitchenState[] {
  return KITCHEN_STATES.filter((from) => canMoveKitchenOrder(from, to, isOverdue));
}

/** A food order's booking status for a kitchen state: it moves with the kitchen (spec 2 §2). */
export const FOOD_ORDER_STATUS_BY_KITCHEN_STATE = {
  new: 'confirmed',
  preparing: 'preparing',
  served: 'served',
  cancelled: 'cancelled',
} as const satisfies Record<KitchenState, string>;

/**
 * The lifecycle event a food order's status moves by when the kitchen moves it (booking-lifecycle.ts):
 * started, served, or cancelled by staff before it was served.
 */
export const FOOD_ORDER_EVENT_BY_KITCHEN_TARGET = {
  preparing: 'preparation_started',
  served: 'served',
  cancelled: 'cancelled_by_staff',
} as const satisfies Record<KitchenTarget, BookingEvent>;

/** The event an overdue food order is served by: closed by the kitchen, whatever column it was in. */
export const OVERDUE_FOOD_ORDER_SERVED_EVENT = 'closed_by_kitchen' satisfies BookingEvent;

/**
 * Where an order is: its own kitchen state, new until the kitchen touches it; a booking cancelled or
 * refunded before its food was served takes its food off the queue.
 */
export function kitchenStateOf(order: { status: string; kitchenStatus: KitchenState | null }): KitchenState {
  const state = order.kitchenStatus ?? 'new';
  if (state !== 'served' && (order.status === 'cancelled' || order.status === 'refunded')) return 'cancelled';
  return state;
}

export const KITCHEN_MESSAGES = {
  notFood: 'This booking has no food for the kitchen.',
  notPaid: 'This order is not paid.',
  moved: (from: KitchenState, to: KitchenState) => `An order that is ${from} cannot be moved to ${to}.`,
} as const;

/**
 * Whole minutes an order has waited: from when it was due (paid, or a session's start) until it was
 * served or cancelled, or until now while it is open; never below 0.
 */
export function minutesWaiting(input: { dueAt: Date; doneAt: Date | null; now: Date }): number {
  const until = input.doneAt ?? input.now;
  return Math.max(0, Math.floor((until.getTime() - input.dueAt.getTime()) / 60_000));
}

/**
 * An open order due before the business day opened (issue 29): yesterday's food nobody served. The
 * kitchen shows it apart and lets it be served, cancelled or closed with a reason.
 */
export function isOverdue(order: { state: KitchenState; dueAt: Date; dayOpensAt: Date }): boolean {
  return OPEN_KITCHEN_STATES.includes(order.state) && order.dueAt.getTime() < order.dayOpensAt.getTime();
}

/**
 * Since when the kitchen shows what it served or cancelled: the opening of the business day the venue
 * is in, or, while it is closed, of the last one that opened (the night's orders stay until the next).
 */
export function kitchenDayOpensAt(now: Date, timeZone: string): Date {
  const date = deskDateOf(now, timeZone);
  const { opensAt } = getBusinessWindow(date, timeZone);
  return opensAt <= now ? opensAt : getBusinessWindow(addDays(date, -1), timeZone).opensAt;
}
