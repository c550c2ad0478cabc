/**
 * How the wizard shows a time slot (spec 2 §2 "Time slots show one of these states"), in the spec's
 * order: the chosen one, then past, taken (booked and paid), onHold (someone's unpaid hold: yellow,
 * not selectable), available, unavailable. Only `available` (and `selected`) can be picked.
 */
import type { SlotState } from './hours';

export type SlotDisplayState = 'selected' | 'past' | 'taken' | 'onHold' | 'available' | 'unavailable';

export type SlotDisplayInput = {
  slot: SlotState;
  /** The start time the draft holds, 'HH:mm', or null. */
  selectedTime: string | null;
  /** Venue-local now as 'yyyy-MM-dd HH:mm' (a slot's full_date is in the same form). */
  now: string;
};

export function getSlotDisplayState({ slot, selectedTime, now }: SlotDisplayInput): SlotDisplayState {
  if (slot.time === selectedTime) return 'selected';
  // spec 2 §2: a same-day slot earlier than the current time shows as past. full_date carries the
  // calendar date, so a Friday's 00:30 slot compares as Saturday's.
  if (slot.full_date < now) return 'past';
  if (!slot.is_available && slot.is_confirmed) return 'taken';
  if (!slot.is_available && slot.is_pending) return 'onHold';
  return slot.is_available ? 'available' : 'unavailable';
}

/** Whether a slot in this state may be chosen as the start time. */
export const isSelectableSlot = (state: SlotDisplayState) => state === 'available' || state === 'selected';
