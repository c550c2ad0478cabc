import { type BookFnbRequest, bookFnbEndpoint } from '@ruangmain/domain/contracts/food';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/book-fnb: the server checks, prices and holds the order (spec 2 §7). */
export const bookFnb = (payload: BookFnbRequest) => call(bookFnbEndpoint, { body: payload });

/**
 * Places a food order. Whatever the answer, the menu is asked again (a refusal may say an item sold
 * out) and so is the customer's own data (history, the reward an order uses up).
 */
export function useBookFnb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookFnb,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.catalogue.fnbs() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customer.all() }),
      ]),
  });
}
