import { listBackupsEndpoint, takeBackupEndpoint } from '@ruangmain/domain/contracts/backups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageKeys } from '@/features/manage/api/collection';
import { call } from '@/lib/api-client';

const backupsKey = () => [...manageKeys.all(), 'backups'] as const;

/** The embedded database's backups, newest first (docs/decisions/0039). */
export const useBackups = () =>
  useQuery({
    queryKey: backupsKey(),
    queryFn: ({ signal }) => call(listBackupsEndpoint, { signal }).then((answer) => answer.data),
    staleTime: 0,
  });

/** Takes one now; the list refreshes. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(takeBackupEndpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey() }),
  });
}
