// The booking wizard's state as a small external store (spec 2 §3 "Booking draft"): the draft the
// domain rules act on, the names and prices the summary shows, the applied promo and the current step.
// It is kept in sessionStorage, so a reload on /rent or /booking-payment loses nothing, and it is
// cleared when the booking ends (success or cancel).
import {
  applyDraftChange,
  type BookingDraft,
  type DraftChange,
  draftForReward,
  EMPTY_DRAFT,
  type RewardLock,
  type WizardStep,
} from '@ruangmain/domain/booking-draft';
import type { Promo } from '@ruangmain/domain/contracts/pricing';
import { useClientStore } from '@/hooks/use-client-store';

/** What the summary shows about each choice (spec 2 §2 "Booking summary rows"). */
export type DraftDisplay = {
  console?: { name: string; image: string | null };
  room?: { id: number; name: string; max_visitors: number };
  unit?: { id: number; name: string; price_per_hour: number; points_per_hour: number | null };
  game?: { id: number; title: string };
  /** rewardInfo (spec 2 §3): name and description of the reward being used. */
  reward?: { name: string; description: string };
};

export type WizardState = {
  draft: BookingDraft;
  display: DraftDisplay;
  promo: Promo | null;
  step: WizardStep;
};

const STORAGE_KEY = 'ruangmain.booking-draft';
const INITIAL: WizardState = { draft: EMPTY_DRAFT, display: {}, promo: null, step: 1 };

// Display entries each change clears, mirroring the draft resets of spec 2 §4.
const DISPLAY_RESETS: Partial<Record<DraftChange['type'], Array<keyof DraftDisplay>>> = {
  console: ['room', 'unit', 'game'],
  room: ['unit', 'game'],
  people: ['unit', 'game'],
  unit: ['game'],
};

function read(): WizardState {
  if (typeof window === 'undefined') return INITIAL;
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<WizardState>) : null;
    if (!parsed?.draft) return INITIAL;
    return { ...INITIAL, ...parsed, draft: { ...EMPTY_DRAFT, ...parsed.draft } };
  } catch {
    return INITIAL;
  }
}

let state: WizardState = read();
const listeners = new Set<() => void>();

function publish(next: WizardState) {
  state = next;
  try {
    if (next === INITIAL) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the wizard still works for this page view.
  }
  for (const listener of listeners) listener();
}

export const bookingDraftStore = {
  getSnapshot: (): WizardState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Applies a change with its resets; `display` adds what the summary shows about the new choice. */
  change(change: DraftChange, display: Partial<DraftDisplay> = {}) {
    const draft = applyDraftChange(state.draft, change);
    if (draft === state.draft && Object.keys(display).length === 0) return;
    const cleared = { ...state.display };
    if (draft !== state.draft) for (const key of DISPLAY_RESETS[change.type] ?? []) delete cleared[key];
    publish({ ...state, draft, display: { ...cleared, ...display } });
  },
  setStep(step: WizardStep) {
    if (step !== state.step) publish({ ...state, step });
  },
  applyPromo(promo: Promo) {
    publish({ ...state, promo });
  },
  removePromo() {
    publish({ ...state, promo: null });
  },
  /** A reward's "Use Now": step 2 with console, room, people, unit and duration locked (spec 2 §4). */
  startReward(reward: RewardLock, display: DraftDisplay) {
    publish({ draft: draftForReward(reward), display, promo: null, step: 2 });
  },
  /** Starts over: after a booking succeeds or is cancelled, or when the user begins a new one. */
  reset() {
    publish(INITIAL);
  },
};

export function useBookingDraft(): WizardState {
  return useClientStore(bookingDraftStore.subscribe, bookingDraftStore.getSnapshot, INITIAL);
}
