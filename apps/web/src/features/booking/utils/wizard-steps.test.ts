import { type BookingDraft, draftForReward, EMPTY_DRAFT } from '@ruangmain/domain/booking-draft';
import { describe, expect, it } from 'vitest';
import { isStepComplete, listStepItems, resolveStep } from './wizard-steps';

const withConsole: BookingDraft = { ...EMPTY_DRAFT, consoleName: 'PS5' };
const withRoom: BookingDraft = { ...withConsole, roomId: 2, people: 3, unitId: 7, gameId: 11 };
const withTime: BookingDraft = { ...withRoom, date: '2026-11-27', startTime: '16:00', duration: 2 };
const reward = draftForReward({
  userRewardId: 5,
  consoleName: 'PS5',
  roomId: 2,
  unitId: 7,
  people: 4,
  duration: 2,
});

describe('resolveStep', () => {
  it.each<[string, BookingDraft, 1 | 2 | 3 | 4 | 5, number]>([
    ['a fresh draft shows step 1', EMPTY_DRAFT, 1, 1],
    ['a stored step whose prerequisites hold is kept', withRoom, 3, 3],
    ['a stored step that is locked falls back to the furthest open one', withConsole, 4, 2],
    ['payment is a page of its own: the step before it shows', withTime, 5, 4],
    ['a reward starts at step 2, never 1', reward, 1, 2],
    [
      'a reward has no Food step: payment falls back to 3',
      { ...reward, gameId: 1, date: '2026-11-27', startTime: '14:00' },
      5,
      3,
    ],
  ])('%s', (_name, draft, stored, expected) => {
    expect(resolveStep(draft, stored)).toBe(expected);
  });
});

describe('isStepComplete', () => {
  it('marks a step complete once what it asks for is chosen', () => {
    expect(isStepComplete(EMPTY_DRAFT, 1)).toBe(false);
    expect(isStepComplete(withConsole, 1)).toBe(true);
    expect(isStepComplete(withConsole, 2)).toBe(false);
    expect(isStepComplete(withRoom, 2)).toBe(true);
    expect(isStepComplete(withTime, 3)).toBe(true);
    expect(isStepComplete(withTime, 5)).toBe(false);
  });

  it('counts the optional Food step complete once something is ordered or noted', () => {
    expect(isStepComplete(withTime, 4)).toBe(false);
    expect(isStepComplete({ ...withTime, notes: 'Dekat jendela' }, 4)).toBe(true);
    expect(
      isStepComplete({ ...withTime, food: [{ id: 1, name: 'Es Teh', price: 8_000, quantity: 1 }] }, 4),
    ).toBe(true);
  });
});

describe('listStepItems', () => {
  it('marks the current, complete, open and locked steps', () => {
    expect(listStepItems(withRoom, 2)).toEqual([
      { step: 1, position: 1, status: 'complete' },
      { step: 2, position: 2, status: 'current' },
      { step: 3, position: 3, status: 'open' },
      { step: 4, position: 4, status: 'locked' },
      { step: 5, position: 5, status: 'locked' },
    ]);
  });

  it("numbers a reward's steps without Food and locks step 1", () => {
    expect(listStepItems(reward, 2)).toEqual([
      { step: 1, position: 1, status: 'locked' },
      { step: 2, position: 2, status: 'current' },
      { step: 3, position: 3, status: 'locked' },
      { step: 5, position: 4, status: 'locked' },
    ]);
  });
});
