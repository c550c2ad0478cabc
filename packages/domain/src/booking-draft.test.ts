import { describe, expect, it } from 'vitest';
import {
  applyDraftChange,
  type BookingDraft,
  canEnterStep,
  type DraftChange,
  draftForReward,
  EMPTY_DRAFT,
  isDraftComplete,
  listSteps,
  nextStep,
  previousStep,
  type WizardStep,
} from './booking-draft';

const full: BookingDraft = {
  consoleName: 'PS5',
  roomId: 2,
  people: 3,
  unitId: 7,
  gameId: 11,
  date: '2026-11-27',
  startTime: '23:30',
  duration: 1,
  food: [{ id: 4, name: 'Es Teh', price: 8_000, quantity: 2 }],
  notes: 'Dekat jendela',
  reward: null,
};

const reward = draftForReward({
  userRewardId: 5,
  consoleName: 'PS5',
  roomId: 2,
  unitId: 7,
  people: 4,
  duration: 2,
});

describe('applyDraftChange: resets of spec 2 §4', () => {
  it.each<[string, DraftChange, Partial<BookingDraft>]>([
    [
      'a new console clears room, unit, game and food',
      { type: 'console', name: 'PS4' },
      { consoleName: 'PS4', roomId: null, unitId: null, gameId: null, food: [] },
    ],
    [
      'a new room clears unit, game and food',
      { type: 'room', id: 3 },
      { roomId: 3, unitId: null, gameId: null, food: [], consoleName: 'PS5' },
    ],
    [
      'a new party size clears unit and game',
      { type: 'people', count: 2 },
      { people: 2, unitId: null, gameId: null, roomId: 2 },
    ],
    ['a new unit clears the game', { type: 'unit', id: 8 }, { unitId: 8, gameId: null, people: 3 }],
    ['a game replaces the one kept', { type: 'game', id: 12 }, { gameId: 12, unitId: 7 }],
    [
      'a new date clears start time and duration',
      { type: 'date', date: '2026-11-28' },
      { date: '2026-11-28', startTime: null, duration: null },
    ],
    [
      'a new start keeps a duration still allowed',
      { type: 'startTime', time: '23:00', allowedDurations: [1, 2] },
      { startTime: '23:00', duration: 1 },
    ],
    [
      'a new start drops a duration no longer allowed',
      { type: 'startTime', time: '00:30', allowedDurations: [] },
      { startTime: '00:30', duration: null },
    ],
    [
      'a start taken by someone else clears start time and duration, keeping the date',
      { type: 'startTimeTaken' },
      { date: '2026-11-27', startTime: null, duration: null, unitId: 7 },
    ],
    ['a zero duration is no duration', { type: 'duration', hours: 0 }, { duration: null }],
    [
      'food lines at zero are removed',
      { type: 'food', lines: [{ id: 4, name: 'Es Teh', price: 8_000, quantity: 0 }] },
      { food: [] },
    ],
  ])('%s', (_label, change, expected) => {
    expect(applyDraftChange(full, change)).toMatchObject(expected);
  });

  it.each<[string, DraftChange]>([
    ['same console', { type: 'console', name: 'PS5' }],
    ['same room', { type: 'room', id: 2 }],
    ['same people', { type: 'people', count: 3 }],
    ['same unit', { type: 'unit', id: 7 }],
    ['same date', { type: 'date', date: '2026-11-27' }],
  ])('choosing the %s again clears nothing', (_label, change) => {
    expect(applyDraftChange(full, change)).toBe(full);
  });

  it('a start taken when none is chosen changes nothing', () => {
    const dated = { ...full, startTime: null, duration: null };
    expect(applyDraftChange(dated, { type: 'startTimeTaken' })).toBe(dated);
  });

  it.each<DraftChange['type']>(['console', 'room', 'people', 'unit', 'duration', 'food'])(
    'a reward locks the %s',
    (type) => {
      const change = { type, name: 'PS4', id: 9, count: 1, hours: 3, lines: [] } as unknown as DraftChange;
      expect(applyDraftChange(reward, change)).toBe(reward);
    },
  );

  it('a reward keeps its duration when the date or start changes', () => {
    const dated = applyDraftChange(reward, { type: 'date', date: '2026-11-28' });
    expect(dated.duration).toBe(2);
    expect(
      applyDraftChange(dated, { type: 'startTime', time: '23:30', allowedDurations: [1] }).duration,
    ).toBe(2);
    expect(applyDraftChange(dated, { type: 'startTimeTaken' }).duration).toBe(2);
  });
});

describe('steps (spec 2 §4 "Wizard steps")', () => {
  const partial = (fields: Partial<BookingDraft>): BookingDraft => ({ ...EMPTY_DRAFT, ...fields });
  it.each<[string, BookingDraft, WizardStep[]]>([
    ['an empty draft opens step 1 only', EMPTY_DRAFT, [1]],
    ['a console opens step 2', partial({ consoleName: 'PS5' }), [1, 2]],
    [
      'a unit without a game keeps step 3 shut',
      partial({ consoleName: 'PS5', people: 2, unitId: 7 }),
      [1, 2],
    ],
    [
      'unit, game and people open step 3',
      partial({ consoleName: 'PS5', people: 2, unitId: 7, gameId: 1 }),
      [1, 2, 3],
    ],
    ['a start without a duration keeps step 4 shut', { ...full, duration: null }, [1, 2, 3]],
    ['a full draft opens every step', full, [1, 2, 3, 4, 5]],
    [
      'a reward never opens step 1 nor has Food',
      { ...reward, gameId: 1, date: '2026-11-27', startTime: '15:00' },
      [2, 3, 5],
    ],
  ])('%s', (_label, draft, open) => {
    const steps: WizardStep[] = [1, 2, 3, 4, 5];
    expect(steps.filter((step) => canEnterStep(draft, step))).toEqual(open);
  });

  it('walks the steps a draft has, forwards and back', () => {
    expect(listSteps(full)).toEqual([1, 2, 3, 4, 5]);
    expect(nextStep(full, 3)).toBe(4);
    expect(nextStep(full, 5)).toBeNull();
    expect(previousStep(full, 4)).toBe(3);
    expect(previousStep(full, 1)).toBeNull();
    const ready = { ...reward, gameId: 1, date: '2026-11-27', startTime: '15:00' };
    expect(nextStep(ready, 3)).toBe(5);
    expect(previousStep(ready, 5)).toBe(3);
    expect(previousStep(ready, 2)).toBeNull();
  });

  it('is complete only with every field the submit needs', () => {
    expect(isDraftComplete(full)).toBe(true);
    expect(isDraftComplete({ ...full, gameId: null })).toBe(false);
    expect(isDraftComplete({ ...reward, gameId: 1, date: '2026-11-27', startTime: '15:00' })).toBe(true);
  });
});
