import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityChange, AvailabilityChanges, AvailabilityListener } from './availability-changes';
import { readAvailabilityChange } from './availability-changes';
import { SlotFeeds } from './slot-feeds';
import type { TimeSlots } from './time-slots';

const DAY = { opensAt: new Date('2026-11-28T03:00:00Z'), closesAt: new Date('2026-11-28T18:00:00Z') };

/** Changes told by hand, and who listens to which unit. */
function fakeChanges() {
  const listeners = new Map<number, Set<AvailabilityListener>>();
  const changes = {
    subscribe: async (unitId: number, listener: AvailabilityListener) => {
      const set = listeners.get(unitId) ?? new Set();
      listeners.set(unitId, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  } as unknown as AvailabilityChanges;
  const tell = (change: AvailabilityChange) => {
    for (const listener of listeners.get(change.unitId) ?? []) listener(change);
  };
  const listening = (unitId: number) => listeners.get(unitId)?.size ?? 0;
  return { changes, tell, listening };
}

/** Slots read by hand: `free` says whether 15:00 is free; every read is counted. */
function fakeSlots() {
  const state = { free: true, reads: 0 };
  const read = async (_unitId: number, date: string): Promise<TimeSlots> => {
    state.reads += 1;
    const slot = { time: '15:00', full_date: `${date} 15:00`, is_available: state.free };
    return { date, window: DAY, slots: [{ ...slot, is_confirmed: !state.free, is_pending: false }] };
  };
  return { state, read };
}

describe('SlotFeeds (live slots, issue 31)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads once per settled change for every watcher of a unit and date, and tells only when the slots changed', async () => {
    const { changes, tell } = fakeChanges();
    const slots = fakeSlots();
    const feeds = new SlotFeeds(changes, slots.read, 100);
    const heard: boolean[][] = [[], []];
    for (const index of [0, 1]) {
      await feeds.follow(1, '2026-11-28', (answer) =>
        heard[index]?.push(answer.slots[0]?.is_available ?? true),
      );
    }
    expect(slots.state.reads).toBe(1);
    expect(feeds.size).toBe(1);

    slots.state.free = false;
    // One booking writes several rows: three notifications within the settle time are one read.
    for (let row = 0; row < 3; row += 1) tell({ unitId: 1, start: DAY.opensAt, end: DAY.closesAt });
    await vi.advanceTimersByTimeAsync(100);
    expect(slots.state.reads).toBe(2);
    expect(heard).toEqual([[false], [false]]);

    // A change that leaves the slots as they were is read, and not told.
    tell({ unitId: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(slots.state.reads).toBe(3);
    expect(heard).toEqual([[false], [false]]);
  });

  it.each<[string, AvailabilityChange, number]>([
    ['another unit', { unitId: 2, start: DAY.opensAt, end: DAY.closesAt }, 1],
    [
      'the day before, ending as this one opens',
      { unitId: 1, start: new Date('2026-11-27T03:00:00Z'), end: DAY.opensAt },
      1,
    ],
    [
      'the next day, from when this one closes',
      { unitId: 1, start: DAY.closesAt, end: new Date('2026-11-28T20:00:00Z') },
      1,
    ],
    [
      'the last minute of the day',
      { unitId: 1, start: new Date('2026-11-28T17:59:00Z'), end: DAY.closesAt },
      2,
    ],
    ['the whole unit (maintenance)', { unitId: 1 }, 2],
  ])('a change to %s', async (_label, change, reads) => {
    const { changes, tell } = fakeChanges();
    const slots = fakeSlots();
    const feeds = new SlotFeeds(changes, slots.read, 100);
    await feeds.follow(1, '2026-11-28', () => {});
    tell(change);
    await vi.advanceTimersByTimeAsync(100);
    expect(slots.state.reads).toBe(reads);
  });

  it('stops listening when the last watcher leaves, and opens anew for the next', async () => {
    const { changes, listening } = fakeChanges();
    const slots = fakeSlots();
    const feeds = new SlotFeeds(changes, slots.read, 100);
    const first = await feeds.follow(1, '2026-11-28', () => {});
    const second = await feeds.follow(1, '2026-11-28', () => {});
    first.stop();
    expect(listening(1)).toBe(1);
    second.stop();
    second.stop();
    expect(listening(1)).toBe(0);
    expect(feeds.size).toBe(0);
    await feeds.follow(1, '2026-11-28', () => {});
    expect(listening(1)).toBe(1);
    expect(slots.state.reads).toBe(2);
  });

  it('lets a unit that cannot be read refuse the watcher, and forgets the feed', async () => {
    const { changes, listening } = fakeChanges();
    const feeds = new SlotFeeds(changes, async () => Promise.reject(new Error('Unit not found')), 100);
    await expect(feeds.follow(9, '2026-11-28', () => {})).rejects.toThrow('Unit not found');
    expect(feeds.size).toBe(0);
    expect(listening(9)).toBe(0);
  });
});

describe('readAvailabilityChange (migration 0021 payloads)', () => {
  it.each<[string, string | undefined, AvailabilityChange | undefined]>([
    [
      'a booking',
      '{"unit_id":3,"start":"2026-11-28T12:00:00+00:00","end":"2026-11-28T14:00:00+00:00"}',
      { unitId: 3, start: new Date('2026-11-28T12:00:00Z'), end: new Date('2026-11-28T14:00:00Z') },
    ],
    ['a unit', '{"unit_id":3}', { unitId: 3 }],
    ['a period that is not dates', '{"unit_id":3,"start":"soon","end":"later"}', { unitId: 3 }],
    ['no unit', '{"start":"2026-11-28T12:00:00Z"}', undefined],
    ['a unit that is not a whole number', '{"unit_id":"3"}', undefined],
    ['not JSON', 'bookings', undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_label, payload, expected) => {
    expect(readAvailabilityChange(payload)).toEqual(expected);
  });
});
