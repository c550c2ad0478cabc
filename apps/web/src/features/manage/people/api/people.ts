// The back office's people calls beyond a collection's own (features/manage/api/collection.ts):
// block, unblock and a points adjustment, typed by the contracts of /api/admin/users.
import type { AdjustPointsRequest, ManagedUserResponse } from '@ruangmain/domain/contracts/manage-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The collections of these screens under /api/admin. */
export const USERS = 'users';
export const REVIEWS = 'customer-reviews';

/** After a change, every read may show it (lists, the open detail). */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/admin/users/{id}/block or /unblock. */
export function useSetAccess() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      apiClient.post<ManagedUserResponse>(`/api/admin/${USERS}/${id}/${blocked ? 'block' : 'unblock'}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/{id}/points {points, reason}. */
export function useAdjustPoints(id: number) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: AdjustPointsRequest) =>
      apiClient.post<ManagedUserResponse>(`/api/admin/${USERS}/${id}/points`, body),
    onSuccess: refresh,
  });
}
