import type { UpdateProfileRequest } from '@ruangmain/domain/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionProfileQueryKey } from '@/lib/auth/session-profile';
import type { SessionUser } from '@/lib/auth/session-storage';
import { sessionStore } from '@/lib/auth/session-store';
import type { MutationConfig } from '@/lib/query-client';

export type UpdateProfileResponse = { user: SessionUser; message?: string };

/** POST /api/customer/update-profile with only the fields that changed (spec 2 §5 "Profile"). */
export const updateProfile = (input: UpdateProfileRequest) =>
  apiClient.post<UpdateProfileResponse>('/api/customer/update-profile', input);

export function useUpdateProfile(config?: MutationConfig<UpdateProfileResponse, UpdateProfileRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (response, ...rest) => {
      sessionStore.updateUser(response.user);
      queryClient.setQueryData(sessionProfileQueryKey(response.user.id), response.user);
      return config?.onSuccess?.(response, ...rest);
    },
  });
}
