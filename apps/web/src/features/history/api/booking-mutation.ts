import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A call that changes one of the customer's bookings: on success every page of the history, each
 * booking's details and receipts are asked again (spec 2 §4 "after a cancel or reschedule succeeds,
 * the history list is refetched"), with whatever else `alsoChanges` names.
 */
export function useBookingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  alsoChanges: (variables: TVariables) => QueryKey[] = () => [],
  config?: MutationConfig<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (data, variables, ...rest) => {
      await Promise.all(
        [queryKeys.customer.bookings(), ...alsoChanges(variables)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return config?.onSuccess?.(data, variables, ...rest);
    },
  });
}
