import {
  type AccountSettings,
  getAccountSettingsEndpoint,
  type UpdateAccountSettingsRequest,
  updateAccountSettingsEndpoint,
} from '@ruangmain/domain/contracts/account-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether WhatsApp reminders come before the customer's bookings (GET /api/customer/settings). */
export const useAccountSettings = () =>
  useQuery({
    queryKey: queryKeys.customer.settings(),
    queryFn: ({ signal }) => call(getAccountSettingsEndpoint, { signal }).then((answer) => answer.data),
  });

/** Turns reminders on or off; the switch moves at once and moves back if the save fails. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.customer.settings();
  return useMutation({
    mutationFn: (body: UpdateAccountSettingsRequest) =>
      call(updateAccountSettingsEndpoint, { body }).then((answer) => answer.data),
    onMutate: (body) => {
      const before = queryClient.getQueryData<AccountSettings>(key);
      queryClient.setQueryData(key, body);
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
