import type { ListAdminBookingsQuery, ListAdminBookingsResponse } from '@ruangmain/domain/contracts/admin';
import type { ListAuditQuery, ListAuditResponse } from '@ruangmain/domain/contracts/audit';
import type {
  CreateVenueBlockRequest,
  CustomerLookup,
  PaidAfterRelease,
} from '@ruangmain/domain/contracts/desk';
import type {
  CollectRewardClaimResponse,
  ListRewardClaimsQuery,
  ListRewardClaimsResponse,
} from '@ruangmain/domain/contracts/rewards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeskMutation } from '@/features/desk/api/booking-actions';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

type Filters = Record<string, string | number | undefined>;

/** The bookings list (GET /api/admin/bookings): search, status, type, dates, 20 to a page. */
export const useAdminBookings = (filters: ListAdminBookingsQuery & Filters) =>
  useQuery({
    queryKey: queryKeys.desk.bookings(filters),
    queryFn: ({ signal }) =>
      apiClient.get<ListAdminBookingsResponse>('/api/admin/bookings', { params: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Payments that settled after their hold was released, waiting for a rebook or a refund. */
export const usePaidAfterRelease = () =>
  useQuery({
    queryKey: queryKeys.desk.paidAfterRelease(),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: PaidAfterRelease[] }>('/api/admin/paid-after-release', { signal })
        .then((a) => a.data),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** A customer by phone: account, points, upcoming bookings, held rewards. */
export const useCustomerLookup = (phone: string | null) =>
  useQuery({
    queryKey: queryKeys.desk.customer(phone ?? ''),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: CustomerLookup }>('/api/admin/customers/lookup', { params: { phone }, signal })
        .then((a) => a.data),
    enabled: phone !== null,
    staleTime: 0,
  });

export const useCreateVenueBlock = (config?: MutationConfig<unknown, CreateVenueBlockRequest>) =>
  useDeskMutation((body: CreateVenueBlockRequest) => apiClient.post('/api/admin/venue-blocks', body), config);

export const useRemoveVenueBlock = (config?: MutationConfig<unknown, { blockId: number }>) =>
  useDeskMutation(
    ({ blockId }: { blockId: number }) => apiClient.delete(`/api/admin/venue-blocks/${blockId}`),
    config,
  );

/** Merchandise waiting at the counter (GET /api/admin/reward-claims). */
export const useRewardClaims = (filters: ListRewardClaimsQuery & Filters) =>
  useQuery({
    queryKey: queryKeys.desk.claims(filters),
    queryFn: ({ signal }) =>
      apiClient.get<ListRewardClaimsResponse>('/api/admin/reward-claims', { params: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCollectClaim = (config?: MutationConfig<CollectRewardClaimResponse, { claimId: number }>) =>
  useDeskMutation(
    ({ claimId }: { claimId: number }) =>
      apiClient.post<CollectRewardClaimResponse>(`/api/admin/reward-claims/${claimId}/collect`),
    config,
  );

/** The audit trail (GET /api/admin/audit, admins only), newest first. */
export const useAuditTrail = (filters: ListAuditQuery & Filters) =>
  useQuery({
    queryKey: queryKeys.desk.audit(filters),
    queryFn: ({ signal }) =>
      apiClient.get<ListAuditResponse>('/api/admin/audit', { params: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
