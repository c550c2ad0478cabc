import { describe, expect, it } from 'vitest';
import { BOOKING_TRANSITIONS, bookingEventsBetween } from './booking-lifecycle';
import {
  canMoveKitchenOrder,
  FOOD_ORDER_EVENT_BY_KITCHEN_TARGET,
  FOOD_ORDER_STATUS_BY_KITCHEN_STATE,
  isOverdue,
  KITCHEN_COLUMNS,
  KITCHEN_FORWARD,
  KITCHEN_STATES,
  KITCHEN_TARGETS,
  type KitchenState,
  kitchenDayOpensAt,
  kitchenStateOf,
  kitchenStatesBefore,
  minutesWaiting,
  OPEN_KITCHEN_STATES,
  OVERDUE_FOOD_ORDER_SERVED_EVENT,
} from './desk-kitchen';

describe('canMoveKitchenOrder (new → preparing → served, or cancelled before served)', () => {
  const allowed: Array<[KitchenState, KitchenState]> = [
    ['new', 'preparing'],
    ['new', 'cancelled'],
    ['preparing', 'served'],
    ['preparing', 'cancelled'],
  ];
  for (const from of KITCHEN_STATES) {
    for (const to of KITCHEN_STATES) {
      const expected = allowed.some(([a, b]) => a === from && b === to);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMoveKitchenOrder(from, to)).toBe(expected);
      });
    }
  }

  it.each([
    ['preparing', ['new']],
    ['served', ['preparing']],
    ['cancelled', ['new', 'preparing']],
    ['new', []],
  ] as const)('an order moves to %s only from %j', (to, from) => {
    expect(kitchenStatesBefore(to)).toEqual(from);
  });
});

describe("the kitchen's screen", () => {
  it.each(KITCHEN_STATES)('moves %s forward to the one state it may reach that is not cancelled', (state) => {
    const forward = KITCHEN_STATES.filter((to) => to !== 'cancelled' && canMoveKitchenOrder(state, to));
    expect(KITCHEN_FORWARD[state]).toBe(forward[0]);
    expect(forward.length).toBeLessThanOrEqual(1);
  });

  it('shows the open states, then what was served', () => {
    expect(KITCHEN_COLUMNS).toEqual([...OPEN_KITCHEN_STATES, 'served']);
  });
});

describe('a food order moved by the kitchen', () => {
  it.each(KITCHEN_TARGETS)('to %s moves its status by a lifecycle event of food orders', (target) => {
    const event = FOOD_ORDER_EVENT_BY_KITCHEN_TARGET[target];
    expect(BOOKING_TRANSITIONS[event].to).toBe(FOOD_ORDER_STATUS_BY_KITCHEN_STATE[target]);
    for (const from of kitchenStatesBefore(target)) {
      expect(
        bookingEventsBetween(
          'fnb',
          FOOD_ORDER_STATUS_BY_KITCHEN_STATE[from],
          FOOD_ORDER_STATUS_BY_KITCHEN_STATE[target],
        ),
      ).toContain(event);
    }
  });
});

describe('kitchenStateOf', () => {
  it.each([
    ['confirmed', null, 'new'],
    ['ongoing', null, 'new'],
    ['preparing', 'preparing', 'preparing'],
    ['served', 'served', 'served'],
    ['cancelled', null, 'cancelled'],
    ['refunded', 'preparing', 'cancelled'],
    // Served food stays served when the booking is refunded afterwards.
    ['refunded', 'served', 'served'],
    ['completed', 'cancelled', 'cancelled'],
  ] as const)('a booking %s with kitchen state %s is %s', (status, kitchenStatus, expected) => {
    expect(kitchenStateOf({ status, kitchenStatus })).toBe(expected);
  });
});

describe('minutesWaiting', () => {
  const due = new Date('2030-01-04T12:00:00Z');
  it.each([
    ['open, 0 s', null, '2030-01-04T12:00:00Z', 0],
    ['open, 59 s', null, '2030-01-04T12:00:59Z', 0],
    ['open, 7 min 30 s', null, '2030-01-04T12:07:30Z', 7],
    ['not yet due (a session later on)', null, '2030-01-04T11:45:00Z', 0],
    ['served after 12 min, read an hour later', '2030-01-04T12:12:00Z', '2030-01-04T13:12:00Z', 12],
  ])('%s', (_name, doneAt, now, expected) => {
    expect(minutesWaiting({ dueAt: due, doneAt: doneAt ? new Date(doneAt) : null, now: new Date(now) })).toBe(
      expected,
    );
  });
});

describe('kitchenDayOpensAt (since when served and cancelled orders show)', () => {
  const at = (iso: string) => kitchenDayOpensAt(new Date(iso), 'Asia/Jakarta').toISOString();
  it('is the opening of the business day the venue is in', () => {
    // Thursday 15:00 in Jakarta: open since 10:00.
    expect(at('2026-11-26T08:00:00Z')).toBe('2026-11-26T03:00:00.000Z');
    // Saturday 00:30: still Friday's day, open since Friday 14:00.
    expect(at('2026-11-27T17:30:00Z')).toBe('2026-11-27T07:00:00.000Z');
  });
  it('is the last opening while the venue is closed', () => {
    // Thursday 06:00, before opening: Wednesday's.
    expect(at('2026-11-25T23:00:00Z')).toBe('2026-11-25T03:00:00.000Z');
    // Friday 11:00 (Friday opens at 14:00): Thursday's.
    expect(at('2026-11-27T04:00:00Z')).toBe('2026-11-26T03:00:00.000Z');
  });
});

describe('an overdue order (issue 29: food of an earlier day nobody served)', () => {
  // The business day opened at Saturday 10:00 WIB (03:00 UTC).
  const dayOpensAt = new Date('2026-11-28T03:00:00Z');
  const minutes = (offset: number) => new Date(dayOpensAt.getTime() + offset * 60_000);

  it.each<[string, KitchenState, Date, boolean]>([
    ['new, due a minute before the day opened', 'new', minutes(-1), true],
    ['preparing, due yesterday afternoon', 'preparing', minutes(-20 * 60), true],
    ['new, due exactly when the day opened', 'new', minutes(0), false],
    ['new, due a minute after', 'new', minutes(1), false],
    ['new, due at midnight before the day opened', 'new', new Date('2026-11-27T17:00:00Z'), true],
    ['served yesterday', 'served', minutes(-60), false],
    ['cancelled yesterday', 'cancelled', minutes(-60), false],
  ])('%s: %s', (_label, state, dueAt, expected) => {
    expect(isOverdue({ state, dueAt, dayOpensAt })).toBe(expected);
  });

  it('may be closed as served straight from new; otherwise it moves as any order', () => {
    expect(canMoveKitchenOrder('new', 'served', true)).toBe(true);
    expect(canMoveKitchenOrder('new', 'served')).toBe(false);
    expect(kitchenStatesBefore('served', true)).toEqual(['new', 'preparing']);
    expect(canMoveKitchenOrder('served', 'cancelled', true)).toBe(false);
    expect(canMoveKitchenOrder('new', 'cancelled', true)).toBe(true);
  });

  it('closes a food order by a lifecycle event from either open column', () => {
    for (const from of kitchenStatesBefore('served', true)) {
      expect(bookingEventsBetween('fnb', FOOD_ORDER_STATUS_BY_KITCHEN_STATE[from], 'served')).toContain(
        OVERDUE_FOOD_ORDER_SERVED_EVENT,
      );
    }
  });
});
