// The sold-out toggle (POST /api/admin/fnbs/{id}/availability): one tap from the back office's menu or
// the kitchen's Menu panel, staff and admins alike. The customers' menu shows it at once (the API's
// catalogue cache drops on the database's notice).
import type { FnbAvailabilityBody, FnbSavedResponse } from '@ruangmain/domain/contracts/admin-menu';
import type { Fnb } from '@ruangmain/domain/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { fnbsQueryOptions } from '@/lib/catalogue/get-fnbs';

export function useSetFnbAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: FnbAvailabilityBody & { id: number }) =>
      apiClient.post<FnbSavedResponse>(`/api/admin/fnbs/${id}/availability`, body),
    onSuccess: ({ data }) => {
      // The public menu this tab holds takes the answer as it is: asking again at once could still meet
      // the cached menu for the few milliseconds before the database's notice drops it.
      queryClient.setQueryData(fnbsQueryOptions().queryKey, (menu: Fnb[] | undefined) =>
        menu?.map((item) => (item.id === data.id ? { ...item, is_available: data.is_available } : item)),
      );
      return queryClient.invalidateQueries({ queryKey: ['manage'] });
    },
  });
}
