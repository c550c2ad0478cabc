import {
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  updateProfileEndpoint,
} from '@ruangmain/domain/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/customer/update-profile with only the fields that changed (spec 2 §5 "Profile"). */
export const updateProfile = (input: UpdateProfileRequest) => call(updateProfileEndpoint, { body: input });

/** Updates the profile; the session and its profile query take the user the server answered. */
export function useUpdateProfile(config?: MutationConfig<UpdateProfileResponse, UpdateProfileRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (response, ...rest) => {
      sessionStore.updateUser(response.user);
      queryClient.setQueryData(queryKeys.customer.profile(response.user.id), response.user);
      return config?.onSuccess?.(response, ...rest);
    },
  });
}
