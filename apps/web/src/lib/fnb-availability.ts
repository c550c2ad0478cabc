// The sold-out toggle: one tap from the back office's menu or
// the kitchen's Menu panel, staff and admins alike. The customers' menu shows it at once (the API's
// catalogue cache drops on the database's notice).
import { type FnbAvailabilityBody, setFnbAvailabilityEndpoint } from '@ruangmain/domain/contracts/admin-food';
import type { Fnb } from '@ruangmain/domain/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, getServerMessage } from '@/lib/api-client';
import { fnbsQueryOptions } from '@/lib/catalogue/get-fnbs';
import { toast } from '@/lib/toast';

/**
 * The answer is toasted here, not by the button: a table may draw its cells anew while the call runs,
 * and a call's own callbacks die with the button that made it. `failure` is the toast when the server
 * says nothing.
 */
export function useSetFnbAvailability(failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FnbAvailabilityBody & { id: number }) =>
      call(setFnbAvailabilityEndpoint, { params: { id }, body }),
    onError: (error) => toast.error(getServerMessage(error, failure)),
    onSuccess: ({ data, message }) => {
      toast.success(message);
      // The public menu this tab holds takes the answer as it is: asking again at once could still meet
      // the cached menu for the few milliseconds before the database's notice drops it.
      queryClient.setQueryData(fnbsQueryOptions().queryKey, (menu: Fnb[] | undefined) =>
        menu?.map((item) => (item.id === data.id ? { ...item, is_available: data.is_available } : item)),
      );
      return queryClient.invalidateQueries({ queryKey: ['manage'] });
    },
  });
}
