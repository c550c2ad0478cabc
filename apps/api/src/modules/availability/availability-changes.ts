import type { Database } from '../../db/client';

/** Where the database announces what occupies a unit changed (migration 0021). */
export const AVAILABILITY_CHANNEL = 'availability_changed';

/** What a change touched: a unit, and the period of it (the whole unit when there is none). */
export type AvailabilityChange = { unitId: number; start?: Date; end?: Date };
export type AvailabilityListener = (change: AvailabilityChange) => void;

/** A notification's payload as migration 0021 writes it, or undefined when it is not one. */
export function readAvailabilityChange(payload: string | undefined): AvailabilityChange | undefined {
  try {
    const { unit_id, start, end } = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (typeof unit_id !== 'number' || !Number.isInteger(unit_id)) return undefined;
    if (typeof start !== 'string' || typeof end !== 'string') return { unitId: unit_id };
    const period = { start: new Date(start), end: new Date(end) };
    if (Number.isNaN(period.start.getTime()) || Number.isNaN(period.end.getTime()))
      return { unitId: unit_id };
    return { unitId: unit_id, ...period };
  } catch {
    return undefined;
  }
}

/**
 * One process's ear on the availability channel (as BoardChanges is on the board's): one LISTEN
 * connection however many wizards are open, taken when the first subscribes, each change handed to the
 * subscribers of its unit only.
 */
export class AvailabilityChanges {
  private readonly byUnit = new Map<number, Set<AvailabilityListener>>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(private readonly listen: Database['listen']) {}

  /** Calls `onChange` after every change to `unitId`; resolves once it is listening. */
  async subscribe(unitId: number, onChange: AvailabilityListener): Promise<() => void> {
    const listeners = this.byUnit.get(unitId) ?? new Set();
    this.byUnit.set(unitId, listeners);
    listeners.add(onChange);
    const unsubscribe = () => {
      listeners.delete(onChange);
      if (listeners.size === 0 && this.byUnit.get(unitId) === listeners) this.byUnit.delete(unitId);
    };
    try {
      this.unlisten ??= this.listen(AVAILABILITY_CHANNEL, (payload) => this.onNotify(payload));
      await this.unlisten;
    } catch (error) {
      unsubscribe();
      this.unlisten = undefined;
      throw error;
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.byUnit.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    if (unlisten) await (await unlisten.catch(() => async () => {}))();
  }

  private onNotify(payload: string | undefined): void {
    const change = readAvailabilityChange(payload);
    if (this.closed || !change) return;
    for (const listener of this.byUnit.get(change.unitId) ?? []) listener(change);
  }
}
