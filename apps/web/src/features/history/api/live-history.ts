import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the history live (issue 30) while it is open (follow-own-bookings.ts). The stream's code loads
 * after the page has drawn, outside the first load's budget (record 0018).
 */
export function useLiveHistory() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void import('@/features/history/api/follow-own-bookings').then(({ followOwnBookings }) => {
      if (!controller.signal.aborted) followOwnBookings(queryClient, controller.signal);
    });
    return () => controller.abort();
  }, [queryClient]);
}
