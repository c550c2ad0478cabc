// The signed-in user's profile (GET /api/customer/profile, spec 1 §7): it refreshes the session's user
// (name, points…) in the store. Shared because profile, rewards and booking all show or reload it.
import { getProfileEndpoint } from '@ruangmain/domain/contracts/customer';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth/session-storage';
import { sessionStore } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';
import { queryKeys } from '@/lib/query-keys';

export async function getSessionProfile(): Promise<SessionUser> {
  const { user } = await call(getProfileEndpoint);
  sessionStore.updateUser(user);
  return user;
}

/** Loads the profile while signed in and keeps the session's user in step with it. */
export function useSessionProfile() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: queryKeys.customer.profile(user?.id),
    queryFn: getSessionProfile,
    enabled: isAuthenticated,
    // Points change with bookings and rewards: always check again when a screen shows them.
    staleTime: 0,
  });
}

/**
 * Reloads the profile (after a redemption, a booking…). A failure stays in the query's state and the
 * session keeps the last known user (spec 1 §8: a profile refresh failure is only logged).
 */
export function refreshSessionProfile(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.customer.profiles() });
}

/**
 * Drops the customer data of the cache whenever the signed-in token changes (login, logout, a
 * session the server ended), so one person's data never shows for another.
 */
export function bindSessionToQueryClient(queryClient: QueryClient): () => void {
  let token = sessionStore.getSnapshot().token;
  return sessionStore.subscribe(() => {
    const next = sessionStore.getSnapshot().token;
    if (next === token) return;
    token = next;
    queryClient.removeQueries({ queryKey: queryKeys.customer.all() });
  });
}
