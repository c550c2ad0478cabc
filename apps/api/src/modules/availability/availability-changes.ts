import type { Database } from '../../db/client';

/** Where the database announces what occupies a unit changed (migration 0021). */
export const AVAILABILITY_CHANNEL = 'availability_changed';

/** What a change touched: a unit, and the period of it (the whole unit when there is none). */
export type AvailabilityChange = { unitId: number; start?: Date; end?: Date };
export type AvailabilityListener = (change: AvailabilityChange) => void;
/** Hears every unit's changes; `undefined` when the channel was found again and any unit may have changed. */
export type EveryUnitListener = (change: AvailabilityChange | undefined) => void;

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
  private readonly ofEveryUnit = new Set<EveryUnitListener>();
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
      await this.startListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /**
   * Calls `onChange` after every change to any unit; resolves once it is listening. After the channel
   * was lost and found again (PostgreSQL: a new LISTEN connection), every unit a listener follows may
   * have changed meanwhile: a unit's listeners hear a change of the whole unit, and these `undefined`.
   */
  async subscribeToEveryUnit(onChange: EveryUnitListener): Promise<() => void> {
    this.ofEveryUnit.add(onChange);
    const unsubscribe = () => this.ofEveryUnit.delete(onChange);
    try {
      await this.startListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.byUnit.clear();
    this.ofEveryUnit.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    if (unlisten) await (await unlisten.catch(() => async () => {}))();
  }

  private async startListening(): Promise<void> {
    try {
      this.unlisten ??= this.listen(AVAILABILITY_CHANNEL, (payload) => this.onNotify(payload));
      await this.unlisten;
    } catch (error) {
      this.unlisten = undefined;
      throw error;
    }
  }

  private onNotify(payload: string | undefined): void {
    if (this.closed) return;
    // No payload: the channel was found again after a loss, and anything may have changed meanwhile.
    if (payload === undefined) {
      for (const [unitId, listeners] of this.byUnit) for (const listener of listeners) listener({ unitId });
      for (const listener of this.ofEveryUnit) listener(undefined);
      return;
    }
    const change = readAvailabilityChange(payload);
    if (!change) return;
    for (const listener of this.byUnit.get(change.unitId) ?? []) listener(change);
    for (const listener of this.ofEveryUnit) listener(change);
  }
}
