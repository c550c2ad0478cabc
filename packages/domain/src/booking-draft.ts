/**
 * The booking wizard's draft and its rules (spec 2 §3 "Booking draft", §4 "Wizard steps" and
 * "Resets"): which step may be entered, which are complete, and what each change clears.
 */

export type WizardStep = 1 | 2 | 3 | 4 | 5;

export type FoodLine = { id: number; name: string; price: number; quantity: number };

/** What a reward locks: console, room, people, unit and duration (spec 2 §6 "Reward holder"). */
export type RewardLock = {
  userRewardId: number;
  consoleName: string;
  roomId: number;
  unitId: number;
  people: number;
  duration: number;
};

export type BookingDraft = {
  consoleName: string | null;
  roomId: number | null;
  people: number | null;
  unitId: number | null;
  /** Only one game is kept (spec 2 §3 "selectedGames (only one is kept)"). */
  gameId: number | null;
  date: string | null;
  startTime: string | null;
  duration: number | null;
  food: FoodLine[];
  notes: string;
  reward: RewardLock | null;
};

export type DraftChange =
  | { type: 'console'; name: string }
  | { type: 'room'; id: number }
  | { type: 'people'; count: number }
  | { type: 'unit'; id: number }
  | { type: 'game'; id: number }
  | { type: 'date'; date: string }
  /** `allowedDurations` are what the server offers for the new start (get-duration). */
  | { type: 'startTime'; time: string; allowedDurations: readonly number[] }
  /** The chosen start was taken by someone else while the customer looked (live slots, issue 31). */
  | { type: 'startTimeTaken' }
  | { type: 'duration'; hours: number }
  | { type: 'food'; lines: FoodLine[] }
  | { type: 'notes'; notes: string };

export const EMPTY_DRAFT: BookingDraft = {
  consoleName: null,
  roomId: null,
  people: null,
  unitId: null,
  gameId: null,
  date: null,
  startTime: null,
  duration: null,
  food: [],
  notes: '',
  reward: null,
};

/** A reward booking starts at step 2 with its locked fields filled in (spec 2 §4). */
export function draftForReward(reward: RewardLock): BookingDraft {
  return {
    ...EMPTY_DRAFT,
    consoleName: reward.consoleName,
    roomId: reward.roomId,
    people: reward.people,
    unitId: reward.unitId,
    duration: reward.duration,
    reward,
  };
}

const LOCKED_BY_REWARD: ReadonlySet<DraftChange['type']> = new Set([
  'console',
  'room',
  'people',
  'unit',
  'duration',
  'food',
]);

/** Applies one change with the resets of spec 2 §4; a change a reward locks leaves the draft as it is. */
export function applyDraftChange(draft: BookingDraft, change: DraftChange): BookingDraft {
  if (draft.reward && LOCKED_BY_REWARD.has(change.type)) return draft;
  switch (change.type) {
    case 'console':
      if (change.name === draft.consoleName) return draft;
      return { ...draft, consoleName: change.name, roomId: null, unitId: null, gameId: null, food: [] };
    case 'room':
      if (change.id === draft.roomId) return draft;
      return { ...draft, roomId: change.id, unitId: null, gameId: null, food: [] };
    case 'people':
      if (change.count === draft.people) return draft;
      return { ...draft, people: change.count, unitId: null, gameId: null };
    case 'unit':
      if (change.id === draft.unitId) return draft;
      return { ...draft, unitId: change.id, gameId: null };
    case 'game':
      return { ...draft, gameId: change.id };
    case 'date':
      if (change.date === draft.date) return draft;
      return { ...draft, date: change.date, startTime: null, duration: draft.reward ? draft.duration : null };
    case 'startTime': {
      const keep = draft.duration !== null && change.allowedDurations.includes(draft.duration);
      return { ...draft, startTime: change.time, duration: keep || draft.reward ? draft.duration : null };
    }
    case 'startTimeTaken':
      if (draft.startTime === null) return draft;
      return { ...draft, startTime: null, duration: draft.reward ? draft.duration : null };
    case 'duration':
      return { ...draft, duration: change.hours > 0 ? change.hours : null };
    case 'food':
      return { ...draft, food: change.lines.filter((line) => line.quantity > 0) };
    case 'notes':
      return { ...draft, notes: change.notes };
  }
}

/** The steps of this draft: a reward booking has no Food step (spec 2 §2). */
export function listSteps(draft: BookingDraft): WizardStep[] {
  return draft.reward ? [1, 2, 3, 5] : [1, 2, 3, 4, 5];
}

/** Whether the prerequisites of a step are met (spec 2 §4 "Wizard steps"). */
export function canEnterStep(draft: BookingDraft, step: WizardStep): boolean {
  if (!listSteps(draft).includes(step)) return false;
  if (step === 1) return draft.reward === null;
  const hasConsole = draft.consoleName !== null;
  const hasUnitAndGame = draft.unitId !== null && draft.gameId !== null && draft.people !== null;
  const hasTime =
    draft.date !== null && draft.startTime !== null && draft.duration !== null && draft.duration > 0;
  if (step === 2) return hasConsole;
  if (step === 3) return hasConsole && hasUnitAndGame;
  return hasConsole && hasUnitAndGame && hasTime;
}

/** The step after `step` that this draft has, or null after the last. */
export function nextStep(draft: BookingDraft, step: WizardStep): WizardStep | null {
  const steps = listSteps(draft);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step` ('Previous Step goes back one'); null at the first the draft allows. */
export function previousStep(draft: BookingDraft, step: WizardStep): WizardStep | null {
  const steps = listSteps(draft).filter((candidate) => canEnterStep(draft, candidate));
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** Whether everything the wizard submits is there (spec 2 §5 "Wizard submit"). */
export function isDraftComplete(draft: BookingDraft): boolean {
  return canEnterStep(draft, 5) && (draft.reward === null || draft.reward.userRewardId > 0);
}
