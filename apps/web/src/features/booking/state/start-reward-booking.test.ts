import { describe, expect, it } from 'vitest';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import type { FreePlayApplication } from '@/lib/reward-handoff';
import { rewardEntryOf, startRewardBooking } from './start-reward-booking';

// The apply answer of the demo reward '2 Jam Room VIP Gratis' (POST /api/customer/rewards-apply/{id}/apply).
const APPLICATION: FreePlayApplication = {
  type: 'free_play',
  redirect_to: '/rent',
  user_reward_id: 31,
  reward_details: {
    name: '2 Jam Room VIP Gratis',
    description: 'Dua jam di ruang VIP 1.',
    unit: { id: 9, name: 'VIP 1', room: { id: 2, name: 'VIP' }, console: { id: 1, name: 'PS5' } },
    effects: { type: 'free_play', unit_id: 9, duration_hours: 2, total_visitors: 4 },
  },
  booking_preset: {
    unit_id: 9,
    room_id: 2,
    duration_hours: 2,
    total_visitors: 4,
    consoles: [{ id: 1, name: 'PS5' }],
  },
  price_adjustment: {
    original_session_price: 90_000,
    original_fnb_price: 0,
    discount_amount: 90_000,
    final_session_price: 0,
    final_fnb_price: 0,
    message: 'Free play reward applied! 2 hour(s) on VIP 1, free of charge.',
  },
};

describe('rewardEntryOf', () => {
  it('locks console, room, unit, people and hours, and names them for the summary', () => {
    expect(rewardEntryOf(APPLICATION)).toEqual({
      lock: { userRewardId: 31, consoleName: 'PS5', roomId: 2, unitId: 9, people: 4, duration: 2 },
      display: {
        console: { name: 'PS5', image: null },
        room: { id: 2, name: 'VIP', max_visitors: 4 },
        unit: { id: 9, name: 'VIP 1', price_per_hour: 45_000, points_per_hour: null },
        reward: { name: '2 Jam Room VIP Gratis', description: 'Dua jam di ruang VIP 1.' },
      },
    });
  });

  it.each<[string, FreePlayApplication]>([
    [
      'no console at all',
      {
        ...APPLICATION,
        booking_preset: { ...APPLICATION.booking_preset, consoles: [] },
        reward_details: {
          ...APPLICATION.reward_details,
          unit: { ...APPLICATION.reward_details.unit, console: null },
        },
      },
    ],
    ['no reward id', { ...APPLICATION, user_reward_id: 0 }],
    ['no hours', { ...APPLICATION, booking_preset: { ...APPLICATION.booking_preset, duration_hours: 0 } }],
  ])('cannot start a booking with %s', (_name, application) => {
    expect(rewardEntryOf(application)).toBeNull();
  });

  it("takes the unit's console when the preset lists none", () => {
    const application = { ...APPLICATION, booking_preset: { ...APPLICATION.booking_preset, consoles: [] } };
    expect(rewardEntryOf(application)?.lock.consoleName).toBe('PS5');
  });
});

describe('startRewardBooking', () => {
  it('opens the wizard at step 2 with the reward locked', () => {
    bookingDraftStore.reset();
    expect(startRewardBooking(APPLICATION)).toBe(true);
    const { draft, step, promo } = bookingDraftStore.getSnapshot();
    expect(step).toBe(2);
    expect(promo).toBeNull();
    expect(draft).toMatchObject({ consoleName: 'PS5', roomId: 2, unitId: 9, people: 4, duration: 2 });
    expect(draft.reward?.userRewardId).toBe(31);
  });

  it('leaves the wizard as it was when the answer cannot start a booking', () => {
    bookingDraftStore.reset();
    expect(startRewardBooking({ ...APPLICATION, user_reward_id: 0 })).toBe(false);
    expect(bookingDraftStore.getSnapshot().draft.reward).toBeNull();
  });
});
