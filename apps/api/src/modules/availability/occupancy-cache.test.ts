import { describe, expect, it } from 'vitest';
import type { AvailabilityChange, EveryUnitListener } from './availability-changes';
import { OccupancyCache, type OccupancyRow } from './occupancy-cache';

const at = (time: string) => new Date(`2026-11-28T${time}:00+07:00`);
const EVENING = { from: at('10:00'), to: at('23:59') };

/** A cache over a fake database: counts its reads; `tell` announces a change as migration 0021 does. */
function setUp(options: { listens?: boolean; rows?: OccupancyRow[] } = {}) {
  let listener: EveryUnitListener | undefined;
  let clock = at('19:00').getTime();
  const reads: Array<{ unitId: number; resolve: () => void }> = [];
  let rows = options.rows ?? [];
  let isHeld = false;
  const cache = new OccupancyCache(
    {
      subscribeToEveryUnit: async (onChange) => {
        if (options.listens === false) throw new Error('no channel');
        listener = onChange;
        return () => {};
      },
    },
    (unitId) =>
      new Promise<OccupancyRow[]>((resolve) => {
        const answer = rows;
        const entry = { unitId, resolve: () => resolve(answer) };
        reads.push(entry);
        if (!isHeld) entry.resolve();
      }),
    { ttlMs: 10_000, now: () => clock },
  );
  const find = async (unitId = 1, period = EVENING) => {
    const found = await cache.find(unitId, period.from, period.to);
    return found.length;
  };
  return {
    cache,
    find,
    reads,
    tell: (change: AvailabilityChange | undefined) => listener?.(change),
    setRows: (next: OccupancyRow[]) => {
      rows = next;
    },
    hold: () => {
      isHeld = true;
    },
    pass: (ms: number) => {
      clock += ms;
    },
    /** Lets the subscription settle: nothing is kept before the channel is heard. */
    listen: async () => {
      await cache.find(99, EVENING.from, EVENING.to);
      await Promise.resolve();
    },
  };
}

const booked = (from: string, to: string, holdExpiresAt: Date | null = null): OccupancyRow => ({
  start: at(from),
  end: at(to),
  status: holdExpiresAt ? 'pending' : 'confirmed',
  holdExpiresAt,
});

describe('OccupancyCache', () => {
  it('reads a period once while nothing changes', async () => {
    const { find, reads, listen } = setUp({ rows: [booked('19:00', '21:00')] });
    await listen();
    const before = reads.length;
    expect(await find()).toBe(1);
    expect(await find()).toBe(1);
    expect(await find()).toBe(1);
    expect(reads.length - before).toBe(1);
  });

  it.each<[string, AvailabilityChange | undefined, boolean]>([
    ['a change inside the period', { unitId: 1, start: at('19:00'), end: at('20:00') }, true],
    ['a change of the whole unit', { unitId: 1 }, true],
    ['a change at the period’s last minute', { unitId: 1, start: at('23:58'), end: at('23:59') }, true],
    ['a change ending as the period opens', { unitId: 1, start: at('08:00'), end: at('10:00') }, false],
    ['a change starting as the period closes', { unitId: 1, start: at('23:59'), end: at('23:59') }, false],
    ['a change to another unit', { unitId: 2 }, false],
    ['the channel found again after a loss', undefined, true],
  ])('after %s, reads again: %s', async (_name, change, readsAgain) => {
    const { find, reads, tell, setRows, listen } = setUp({ rows: [] });
    await listen();
    await find();
    setRows([booked('19:00', '20:00')]);
    tell(change);
    const before = reads.length;
    expect(await find()).toBe(readsAgain ? 1 : 0);
    expect(reads.length - before).toBe(readsAgain ? 1 : 0);
  });

  it('does not keep a read that a change overtook', async () => {
    const { find, reads, tell, hold, listen } = setUp({ rows: [] });
    await listen();
    hold();
    const first = find();
    // The booking commits and is announced while the read is on its way with the old rows.
    tell({ unitId: 1, start: at('19:00'), end: at('20:00') });
    reads.at(-1)?.resolve();
    await first;
    const before = reads.length;
    const second = find();
    reads.at(-1)?.resolve();
    await second;
    expect(reads.length - before).toBe(1);
  });

  it('forgets a period when a hold in it expires, and after the time to live at the latest', async () => {
    // The hold stops blocking at 19:00:05, five seconds from now, with no write to announce it.
    const holdEnds = new Date(at('19:00').getTime() + 5_000);
    const { find, reads, pass, listen } = setUp({ rows: [booked('19:00', '20:00', holdEnds)] });
    await listen();
    await find();
    const before = reads.length;
    pass(4_999);
    await find();
    expect(reads.length - before).toBe(0);
    pass(1);
    await find();
    expect(reads.length - before).toBe(1);

    const plain = setUp({ rows: [booked('19:00', '20:00')] });
    await plain.listen();
    await plain.find();
    const start = plain.reads.length;
    plain.pass(9_999);
    await plain.find();
    plain.pass(1);
    await plain.find();
    expect(plain.reads.length - start).toBe(1);
  });

  it('keeps nothing when it cannot hear the changes', async () => {
    const { find, reads, listen } = setUp({ listens: false });
    await listen();
    const before = reads.length;
    await find();
    await find();
    expect(reads.length - before).toBe(2);
  });

  it('keeps each period of each unit apart', async () => {
    const { cache, find, listen } = setUp({ rows: [] });
    await listen();
    await find(1, EVENING);
    await find(1, { from: at('10:00'), to: at('12:00') });
    await find(2, EVENING);
    expect(cache.kept).toBe(3);
  });
});
