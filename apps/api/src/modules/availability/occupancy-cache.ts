import type { OccupiedInterval } from '@ruangmain/domain/hours';
import type { AvailabilityChange, AvailabilityChanges } from './availability-changes';

/** An occupied interval as read, with the expiry of the hold that makes it (null when none). */
export type OccupancyRow = OccupiedInterval & { holdExpiresAt: Date | null };

type Read = (unitId: number, from: Date, to: Date) => Promise<OccupancyRow[]>;

type Entry = { from: Date; to: Date; rows: Promise<OccupancyRow[]>; expiresAt: number };

/** A kept answer is read again after this long at the latest, whatever was heard meanwhile. */
export const OCCUPANCY_TTL_MS = 10_000;

/**
 * What occupies each unit over the periods the wizard asks about (its days, its month), read once and
 * then answered from memory until something changes (issue 31: on a busy evening hundreds of visitors
 * look at the same few units and days). A change the database announces for a unit (migration 0021)
 * forgets that unit's periods it touches, in every process; a hold forgets its period when it expires,
 * since it then stops blocking without any write; and nothing is kept longer than `ttlMs`, so even a
 * change lost with its channel shows soon. A read under way when a change lands is not kept, and
 * nothing is kept before the channel is heard.
 */
export class OccupancyCache {
  private readonly byUnit = new Map<number, Map<string, Entry>>();
  /** Per unit, the changes heard so far: a read started before a change is not kept. */
  private readonly changesSeen = new Map<number, number>();
  private everything = 0;
  private listening: Promise<unknown> | undefined;
  private isListening = false;
  private size = 0;

  constructor(
    private readonly changes: Pick<AvailabilityChanges, 'subscribeToEveryUnit'>,
    private readonly read: Read,
    private readonly options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  /** What occupies `unitId` in [from, to), from memory when nothing changed since it was read. */
  async find(unitId: number, from: Date, to: Date): Promise<OccupancyRow[]> {
    this.listen();
    const now = this.now();
    const key = `${from.getTime()} ${to.getTime()}`;
    const known = this.byUnit.get(unitId)?.get(key);
    if (known && known.expiresAt > now) return known.rows;
    if (!this.isListening) return this.read(unitId, from, to);

    const seen = this.seenFor(unitId);
    const rows = this.read(unitId, from, to);
    const entry: Entry = { from, to, rows, expiresAt: now + (this.options.ttlMs ?? OCCUPANCY_TTL_MS) };
    this.keep(unitId, key, entry);
    rows.then(
      (found) => {
        if (this.seenFor(unitId) !== seen) return this.forget(unitId, key, entry);
        const holdEnds = found.flatMap((row) => (row.holdExpiresAt ? [row.holdExpiresAt.getTime()] : []));
        entry.expiresAt = Math.min(entry.expiresAt, ...holdEnds);
      },
      () => this.forget(unitId, key, entry),
    );
    return rows;
  }

  /** How many periods are kept (for the tests). */
  get kept(): number {
    return this.size;
  }

  private listen(): void {
    this.listening ??= this.changes
      .subscribeToEveryUnit((change) => this.onChange(change))
      .then(
        () => {
          this.isListening = true;
        },
        // Not heard: nothing is kept, and the next request tries to listen again.
        () => {
          this.listening = undefined;
        },
      );
  }

  private onChange(change: AvailabilityChange | undefined): void {
    if (!change) {
      this.everything += 1;
      this.byUnit.clear();
      this.size = 0;
      return;
    }
    this.changesSeen.set(change.unitId, (this.changesSeen.get(change.unitId) ?? 0) + 1);
    const entries = this.byUnit.get(change.unitId);
    if (!entries) return;
    for (const [key, entry] of entries) {
      const touched = !change.start || !change.end || (change.start < entry.to && change.end > entry.from);
      if (touched) this.forget(change.unitId, key, entry);
    }
  }

  private seenFor(unitId: number): string {
    return `${this.everything} ${this.changesSeen.get(unitId) ?? 0}`;
  }

  private keep(unitId: number, key: string, entry: Entry): void {
    if (this.size >= (this.options.maxEntries ?? 5_000)) {
      this.byUnit.clear();
      this.size = 0;
    }
    const entries = this.byUnit.get(unitId) ?? new Map<string, Entry>();
    this.byUnit.set(unitId, entries);
    if (!entries.has(key)) this.size += 1;
    entries.set(key, entry);
  }

  private forget(unitId: number, key: string, entry: Entry): void {
    const entries = this.byUnit.get(unitId);
    if (entries?.get(key) !== entry) return;
    entries.delete(key);
    this.size -= 1;
    if (entries.size === 0) this.byUnit.delete(unitId);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
