import {
  type CloseShiftRequest,
  closeShiftEndpoint,
  currentShiftEndpoint,
  getShiftEndpoint,
  listShiftsEndpoint,
  type OpenShiftRequest,
  openShiftEndpoint,
  type ShiftResponse,
} from '@ruangmain/domain/contracts/shift';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmissionKeys } from '@/hooks/use-submission-keys';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const shiftKeys = {
  all: () => ['shift'] as const,
  current: () => ['shift', 'current'] as const,
  closed: (page: number) => ['shift', 'closed', page] as const,
  one: (id: number) => ['shift', 'one', id] as const,
};

/** How often the open shift's running figures are asked again while the screen is open. */
const RUNNING_FIGURES_MS = 15_000;

/** The open shift with its running figures, or null. */
export const useCurrentShift = () =>
  useQuery({
    queryKey: shiftKeys.current(),
    queryFn: ({ signal }) => call(currentShiftEndpoint, { signal }).then((a) => a.data),
    staleTime: 0,
    refetchInterval: RUNNING_FIGURES_MS,
    refetchOnWindowFocus: true,
  });

/** Closed shifts, newest first, 20 to a page. */
export const useClosedShifts = (page: number) =>
  useQuery({
    queryKey: shiftKeys.closed(page),
    queryFn: ({ signal }) => call(listShiftsEndpoint, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One shift, for its print view. */
export const useShift = (id: number) =>
  useQuery({
    queryKey: shiftKeys.one(id),
    queryFn: ({ signal }) => call(getShiftEndpoint, { params: { id }, signal }).then((a) => a.data),
  });

/** A shift's open or close changes the current shift and the list: both are asked again. */
function useShiftMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ShiftResponse>,
  config?: MutationConfig<ShiftResponse, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
}

export const useOpenShift = (config?: MutationConfig<ShiftResponse, OpenShiftRequest>) =>
  useShiftMutation((body: OpenShiftRequest) => call(openShiftEndpoint, { body }), config);

/** The close counts the drawer: one Idempotency-Key per submission, so a double click closes once (record 0035). */
export const useCloseShift = (config?: MutationConfig<ShiftResponse, CloseShiftRequest & { id: number }>) => {
  const submissions = useSubmissionKeys();
  return useShiftMutation(
    ({ id, ...body }: CloseShiftRequest & { id: number }) =>
      submissions.send({ id, ...body }, (idempotencyKey) =>
        call(closeShiftEndpoint, { params: { id }, body, idempotencyKey }),
      ),
    config,
  );
};
