import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';

// What a mutation invalidates (a prefix) against the queries it must reach, and those it must leave.
const cases: { invalidated: QueryKey; query: QueryKey; reached: boolean; why: string }[] = [
  {
    invalidated: queryKeys.availability.ofUnit(7),
    query: queryKeys.availability.days(7, '2026-05-01', '2026-05-31'),
    reached: true,
    why: "a booking of unit 7 reaches unit 7's fully booked days",
  },
  {
    invalidated: queryKeys.availability.ofUnit(7),
    query: queryKeys.availability.slots(7, '2026-05-02'),
    reached: true,
    why: "… and unit 7's slots",
  },
  {
    invalidated: queryKeys.availability.ofUnit(7),
    query: queryKeys.availability.durations(7, '2026-05-02', '14:00'),
    reached: true,
    why: "… and unit 7's durations",
  },
  {
    invalidated: queryKeys.availability.ofUnit(7),
    query: queryKeys.availability.slots(8, '2026-05-02'),
    reached: false,
    why: "a booking of unit 7 leaves unit 8's slots",
  },
  {
    invalidated: queryKeys.availability.all(),
    query: queryKeys.availability.slots(8, '2026-05-02'),
    reached: true,
    why: 'a hold of an unknown unit reaches every unit',
  },
  {
    invalidated: queryKeys.availability.all(),
    query: queryKeys.booking.units('PS5', 'VIP'),
    reached: false,
    why: '… but not the catalogue of units',
  },
  {
    invalidated: queryKeys.customer.all(),
    query: queryKeys.customer.profile(3),
    reached: true,
    why: "a session change drops the customer's profile",
  },
  {
    invalidated: queryKeys.customer.all(),
    query: queryKeys.catalogue.consoles(),
    reached: false,
    why: '… and keeps the public catalogue',
  },
  {
    invalidated: queryKeys.customer.profiles(),
    query: queryKeys.customer.profile(undefined),
    reached: true,
    why: 'a profile refresh reaches the profile whoever is signed in',
  },
  {
    invalidated: queryKeys.customer.bookings(),
    query: queryKeys.customer.bookingHistory({ tab: 'active', page: 2 }),
    reached: true,
    why: 'a cancel, reschedule, payment or review reaches every page of the history',
  },
  {
    invalidated: queryKeys.customer.bookings(),
    query: queryKeys.customer.booking(12),
    reached: true,
    why: "… and each booking's details",
  },
  {
    invalidated: queryKeys.customer.bookings(),
    query: queryKeys.customer.pointHistory({ page: 1 }),
    reached: false,
    why: '… but not the point history',
  },
  {
    invalidated: queryKeys.customer.points(),
    query: queryKeys.customer.pointHistory({ type: 'earned', page: 3 }),
    reached: true,
    why: 'a paid booking reaches every page of the point history',
  },
  {
    invalidated: queryKeys.customer.all(),
    query: queryKeys.customer.receipt('BOOK-20261122-7Q2XKD'),
    reached: true,
    why: "a session change drops the customer's receipts",
  },
  {
    invalidated: queryKeys.catalogue.rooms(null),
    query: queryKeys.catalogue.rooms('PS5'),
    reached: true,
    why: "every room's list reaches the rooms of a console",
  },
  {
    invalidated: queryKeys.customer.heldRewards(),
    query: queryKeys.customer.profile(3),
    reached: false,
    why: 'a redeem that reloads the held rewards leaves the profile to its own refresh',
  },
  {
    invalidated: queryKeys.customer.all(),
    query: queryKeys.customer.heldRewards(),
    reached: true,
    why: "a session change drops the customer's held rewards",
  },
  {
    invalidated: queryKeys.catalogue.rewards(),
    query: queryKeys.catalogue.fnbs(),
    reached: false,
    why: "a redeem's stock reload leaves the rest of the catalogue",
  },
];

describe('query keys', () => {
  it.each(cases)('$why', ({ invalidated, query, reached }) => {
    expect(partialMatchKey(query, invalidated)).toBe(reached);
  });

  it('tell apart the rooms of two consoles', () => {
    expect(partialMatchKey(queryKeys.catalogue.rooms('PS4'), queryKeys.catalogue.rooms('PS5'))).toBe(false);
  });
});
