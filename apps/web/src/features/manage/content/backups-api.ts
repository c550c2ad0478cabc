import type { ListBackupsResponse, TakeBackupResponse } from '@ruangmain/domain/contracts/backups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageKeys } from '@/features/manage/api/collection';
import { apiClient } from '@/lib/api-client';

const PATH = '/api/admin/backups';
const backupsKey = () => [...manageKeys.all(), 'backups'] as const;

/** The embedded database's backups, newest first (GET /api/admin/backups, docs/decisions/0039). */
export const useBackups = () =>
  useQuery({
    queryKey: backupsKey(),
    queryFn: ({ signal }) =>
      apiClient.get<ListBackupsResponse>(PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
  });

/** Takes one now (POST); the list refreshes. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<TakeBackupResponse>(PATH),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey() }),
  });
}
