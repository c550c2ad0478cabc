// The wizard's entry for a free-play reward (spec 1 §4 "Apply flow", spec 2 §4): the rewards page's
// "Use Now" or "Apply" hands the apply answer here (through the route module), and /rent then opens
// at step 2 with console, room, people, unit and duration locked.
import type { RewardLock } from '@ruangmain/domain/booking-draft';
import { bookingDraftStore, type DraftDisplay } from '@/features/booking/state/booking-draft-store';
import type { FreePlayApplication } from '@/lib/reward-handoff';

export type RewardEntry = { lock: RewardLock; display: DraftDisplay };

/** The locked draft and the summary's names of a free-play apply answer; null if it names no console. */
export function rewardEntryOf(application: FreePlayApplication): RewardEntry | null {
  const { booking_preset: preset, reward_details: details, price_adjustment: price } = application;
  const consoleName = preset.consoles[0]?.name ?? details.unit.console?.name;
  if (!consoleName || application.user_reward_id <= 0 || preset.duration_hours <= 0) return null;
  return {
    lock: {
      userRewardId: application.user_reward_id,
      consoleName,
      roomId: preset.room_id,
      unitId: preset.unit_id,
      people: preset.total_visitors,
      duration: preset.duration_hours,
    },
    display: {
      console: { name: consoleName, image: null },
      // The room's capacity is the wizard's to look up; the reward fixes the people at its own number.
      room: { id: details.unit.room.id, name: details.unit.room.name, max_visitors: preset.total_visitors },
      unit: {
        id: details.unit.id,
        name: details.unit.name,
        // The session the reward pays for, per hour: the summary strikes it out to Rp0.
        price_per_hour: Math.round(price.original_session_price / preset.duration_hours),
        // A reward booking earns no points (spec 2 §6 "Reward holder").
        points_per_hour: null,
      },
      reward: { name: details.name, description: details.description },
    },
  };
}

/** Opens the wizard's reward booking; false when the answer cannot start one. */
export function startRewardBooking(application: FreePlayApplication): boolean {
  const entry = rewardEntryOf(application);
  if (!entry) return false;
  bookingDraftStore.startReward(entry.lock, entry.display);
  return true;
}
