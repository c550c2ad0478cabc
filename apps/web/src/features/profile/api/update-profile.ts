import type { UpdateProfileRequest, UpdateProfileResponse } from '@ruangmain/domain/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionProfileQueryKey } from '@/lib/auth/session-profile';
import { sessionStore } from '@/lib/auth/session-store';
import type { MutationConfig } from '@/lib/query-client';

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
