// The back office's people calls beyond a collection's own (features/manage/api/collection.ts):
// block, unblock and a points adjustment.
import {
  type AdjustPointsRequest,
  adjustPointsEndpoint,
  blockUserEndpoint,
  unblockUserEndpoint,
} from '@ruangmain/domain/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** After a change, every read may show it (lists, the open detail). */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** Blocks an account (its sessions end) or unblocks it. */
export function useSetAccess() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      call(blocked ? blockUserEndpoint : unblockUserEndpoint, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Gives or takes a customer's points, with the reason. */
export function useAdjustPoints(id: number) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: AdjustPointsRequest) => call(adjustPointsEndpoint, { params: { id }, body }),
    onSuccess: refresh,
  });
}
