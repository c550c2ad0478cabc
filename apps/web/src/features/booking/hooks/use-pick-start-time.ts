import type { BookingDraft } from '@ruangmain/domain/booking-draft';
import { findRewardTimeProblem } from '@ruangmain/domain/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { durationsQueryOptions } from '@/lib/availability';
import { toast } from '@/lib/toast';

/**
 * Choosing a start time. The durations the server allows from it come first: the draft keeps the
 * current duration only if it is still allowed (spec 2 §4), and a reward's start must allow the
 * reward's whole duration (spec 2 §5 "Reward time rules").
 */
export function usePickStartTime(draft: BookingDraft) {
  const queryClient = useQueryClient();
  const [pendingTime, setPendingTime] = useState<string | null>(null);

  const pick = async (time: string) => {
    const { unitId, date, reward } = draft;
    if (unitId === null || date === null) return;
    setPendingTime(time);
    try {
      const allowedDurations = await queryClient.fetchQuery(durationsQueryOptions(unitId, date, time));
      const problem =
        reward &&
        findRewardTimeProblem({ startTime: time, allowedDurations, requiredHours: reward.duration });
      if (problem) toast.error(problem);
      else bookingDraftStore.change({ type: 'startTime', time, allowedDurations });
    } finally {
      setPendingTime(null);
    }
  };

  return { pick: (time: string) => void pick(time), pendingTime };
}
