import { describe, expect, it } from 'vitest';
import type { SlotState } from './hours';
import { getSlotDisplayState, isSelectableSlot, type SlotDisplayState } from './slot-state';

const NOW = '2026-11-27 15:10';

const slot = (time: string, flags: Partial<SlotState> = {}, date = '2026-11-27'): SlotState => ({
  time,
  full_date: `${date} ${time}`,
  is_available: true,
  is_confirmed: false,
  is_pending: false,
  ...flags,
});

// spec 2 §2 "Time slots": selected, past, taken, onHold, available, unavailable, in that order.
describe('getSlotDisplayState', () => {
  it.each<[string, SlotState, string | null, SlotDisplayState]>([
    ['the chosen start', slot('16:00'), '16:00', 'selected'],
    [
      'the chosen start wins over any other state',
      slot('16:00', { is_available: false, is_confirmed: true }),
      '16:00',
      'selected',
    ],
    ['earlier today', slot('15:00', { is_available: false }), null, 'past'],
    ['started a few minutes ago', slot('15:00'), null, 'past'],
    ['past wins over taken', slot('14:30', { is_available: false, is_confirmed: true }), null, 'past'],
    ['booked and paid', slot('18:00', { is_available: false, is_confirmed: true }), null, 'taken'],
    ['someone else is paying', slot('18:30', { is_available: false, is_pending: true }), null, 'onHold'],
    ['free', slot('19:00'), null, 'available'],
    ['not offered for another reason', slot('19:30', { is_available: false }), null, 'unavailable'],
    [
      "Friday's 00:30, on Saturday's calendar date, is not past",
      slot('00:30', {}, '2026-11-28'),
      null,
      'available',
    ],
    ['a later date is never past', slot('10:00', {}, '2026-11-30'), null, 'available'],
  ])('%s', (_name, input, selectedTime, expected) => {
    expect(getSlotDisplayState({ slot: input, selectedTime, now: NOW })).toBe(expected);
  });
});

describe('isSelectableSlot', () => {
  it.each<[SlotDisplayState, boolean]>([
    ['available', true],
    ['selected', true],
    ['past', false],
    ['taken', false],
    ['onHold', false],
    ['unavailable', false],
  ])('%s → %s', (state, expected) => {
    expect(isSelectableSlot(state)).toBe(expected);
  });
});
