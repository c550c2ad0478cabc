import type {
  AccountSettings,
  UpdateAccountSettingsRequest,
} from '@ruangmain/domain/contracts/account-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether WhatsApp reminders come before the customer's bookings (GET /api/customer/settings). */
export const useAccountSettings = () =>
  useQuery({
    queryKey: queryKeys.customer.settings(),
    queryFn: ({ signal }) =>
      apiClient.get<{ data: AccountSettings }>('/api/customer/settings', { signal }).then((a) => a.data),
  });

/** Turns reminders on or off; the switch moves at once and moves back if the save fails. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.customer.settings();
  return useMutation({
    mutationFn: (body: UpdateAccountSettingsRequest) =>
      apiClient.patch<{ data: AccountSettings }>('/api/customer/settings', body).then((a) => a.data),
    onMutate: (body) => {
      const before = queryClient.getQueryData<AccountSettings>(key);
      queryClient.setQueryData(key, body);
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
