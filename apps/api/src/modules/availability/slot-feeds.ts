import type { GetAvailabilityTimeResponse } from '@ruangmain/domain/contracts/availability';
import type { AvailabilityChange, AvailabilityChanges } from './availability-changes';
import type { TimeSlots } from './time-slots';

/** Changes this close together are read as one: a booking and its payment write several rows. */
export const SLOTS_SETTLE_MS = 100;

export type SlotsListener = (slots: GetAvailabilityTimeResponse) => void;
type Read = (unitId: number, date: string) => Promise<TimeSlots>;

type Feed = {
  listeners: Set<SlotsListener>;
  last: TimeSlots;
  stopListening: () => void;
  settling?: NodeJS.Timeout;
};

const answerOf = ({ date, slots }: TimeSlots): GetAvailabilityTimeResponse => ({ date, slots });
const touches = (change: AvailabilityChange, { window }: TimeSlots) =>
  !change.start || !change.end || (change.start < window.closesAt && change.end > window.opensAt);

/**
 * The live slots of each unit and date that someone is looking at (issue 31): read once per change
 * however many wizards show them, and handed only to those whose day the change touched, and only when
 * the slots did change. A feed lives while it has a listener.
 */
export class SlotFeeds {
  private readonly feeds = new Map<string, Promise<Feed>>();

  constructor(
    private readonly changes: AvailabilityChanges,
    private readonly read: Read,
    private readonly settleMs = SLOTS_SETTLE_MS,
  ) {}

  /** The slots now, and `onSlots` after every change to them until `stop` is called. */
  async follow(
    unitId: number,
    date: string,
    onSlots: SlotsListener,
  ): Promise<{ slots: GetAvailabilityTimeResponse; stop: () => void }> {
    const key = `${unitId} ${date}`;
    let opening = this.feeds.get(key);
    if (!opening) {
      opening = this.open(unitId, date);
      this.feeds.set(key, opening);
      opening.catch(() => this.feeds.delete(key));
    }
    const feed = await opening;
    // Its last listener left (and the feed closed) while this one waited for it: open it again.
    if (this.feeds.get(key) !== opening) return this.follow(unitId, date, onSlots);
    feed.listeners.add(onSlots);
    const stop = () => {
      feed.listeners.delete(onSlots);
      if (feed.listeners.size > 0 || this.feeds.get(key) !== opening) return;
      this.feeds.delete(key);
      clearTimeout(feed.settling);
      feed.stopListening();
    };
    return { slots: answerOf(feed.last), stop };
  }

  /** How many unit-and-date feeds are open (for the metrics and the tests). */
  get size(): number {
    return this.feeds.size;
  }

  private async open(unitId: number, date: string): Promise<Feed> {
    // Listening before the first read, so no change falls between the two.
    const pending: AvailabilityChange[] = [];
    let feed: Feed | undefined;
    const stopListening = await this.changes.subscribe(unitId, (change) => {
      if (feed) this.onChange(feed, unitId, date, change);
      else pending.push(change);
    });
    try {
      feed = { listeners: new Set(), last: await this.read(unitId, date), stopListening };
    } catch (error) {
      stopListening();
      throw error;
    }
    for (const change of pending) this.onChange(feed, unitId, date, change);
    return feed;
  }

  private onChange(feed: Feed, unitId: number, date: string, change: AvailabilityChange): void {
    if (feed.settling || !touches(change, feed.last)) return;
    feed.settling = setTimeout(() => {
      feed.settling = undefined;
      if (feed.listeners.size === 0) return;
      this.read(unitId, date).then(
        (slots) => {
          const changed = JSON.stringify(slots.slots) !== JSON.stringify(feed.last.slots);
          feed.last = slots;
          if (changed) for (const listener of feed.listeners) listener(answerOf(slots));
        },
        () => {
          // The unit went away or the database is away: the next change tries again.
        },
      );
    }, this.settleMs);
  }
}
