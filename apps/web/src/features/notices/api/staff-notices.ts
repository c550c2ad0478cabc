import {
  listStaffNoticesEndpoint,
  type MarkNoticesReadRequest,
  markNoticesReadEndpoint,
  retryCustomerNoticeEndpoint,
} from '@ruangmain/domain/contracts/notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The bell's newest entries and the caller's unread count. */
export const useStaffNotices = () =>
  useQuery({
    queryKey: queryKeys.desk.notices(),
    queryFn: ({ signal }) => call(listStaffNoticesEndpoint, { query: { per_page: 20 }, signal }),
    staleTime: 0,
    // The live stream refreshes it at once; this catches what a cut stream missed.
    refetchInterval: 60_000,
  });

/** Marks entries read for this staff member, or all of them. */
export const useMarkNoticesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNoticesReadRequest) => call(markNoticesReadEndpoint, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.desk.notices() }),
  });
};

/** Sends a failed WhatsApp notice again. */
export const useResendCustomerNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => call(retryCustomerNoticeEndpoint, { params: { id: noticeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.desk.notices() }),
  });
};
