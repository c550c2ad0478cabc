import {
  listFnbOrdersEndpoint,
  type MoveFnbOrderRequest,
  type MoveFnbOrderResponse,
  moveFnbOrderEndpoint,
} from '@ruangmain/domain/contracts/kitchen';
import { useQuery } from '@tanstack/react-query';
import { useDeskMutation } from '@/features/desk/api/booking-actions';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** Once a minute the waiting minutes move on; a new order comes sooner, with the board's version. */
const KITCHEN_REFRESH_MS = 60_000;

/** The kitchen's queue: what is open, and what was served today. */
export const useKitchenOrders = () =>
  useQuery({
    queryKey: queryKeys.desk.kitchen(),
    queryFn: ({ signal }) => call(listFnbOrdersEndpoint, { signal }),
    staleTime: 0,
    refetchInterval: KITCHEN_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** Moves an order along: new → preparing → served, or cancelled. */
export const useMoveKitchenOrder = (
  config?: MutationConfig<MoveFnbOrderResponse, MoveFnbOrderRequest & { orderId: number }>,
) =>
  useDeskMutation(
    ({ orderId, ...body }: MoveFnbOrderRequest & { orderId: number }) =>
      call(moveFnbOrderEndpoint, { params: { id: orderId }, body }),
    config,
  );
