import { listAdminBookingsEndpoint } from '@ruangmain/domain/contracts/admin-bookings';
import {
  type CollectRewardClaimResponse,
  collectRewardClaimEndpoint,
  listRewardClaimsEndpoint,
} from '@ruangmain/domain/contracts/admin-rewards';
import { listAuditEndpoint } from '@ruangmain/domain/contracts/audit';
import {
  type CreateVenueBlockRequest,
  createVenueBlockEndpoint,
  listPaidAfterReleaseEndpoint,
  lookUpCustomerEndpoint,
  removeVenueBlockEndpoint,
} from '@ruangmain/domain/contracts/desk';
import type { EndpointQuery } from '@ruangmain/domain/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeskMutation } from '@/features/desk/api/booking-actions';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

type Filters = Record<string, string | number | undefined>;

/** The bookings list: search, status, type, dates, 20 to a page. */
export const useAdminBookings = (filters: EndpointQuery<typeof listAdminBookingsEndpoint> & Filters) =>
  useQuery({
    queryKey: queryKeys.desk.bookings(filters),
    queryFn: ({ signal }) => call(listAdminBookingsEndpoint, { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Payments that settled after their hold was released, waiting for a rebook or a refund. */
export const usePaidAfterRelease = () =>
  useQuery({
    queryKey: queryKeys.desk.paidAfterRelease(),
    queryFn: ({ signal }) => call(listPaidAfterReleaseEndpoint, { signal }).then((a) => a.data),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** A customer by phone: account, points, upcoming bookings, held rewards. */
export const useCustomerLookup = (phone: string | null) =>
  useQuery({
    queryKey: queryKeys.desk.customer(phone ?? ''),
    queryFn: ({ signal }) => call(lookUpCustomerEndpoint, { query: { phone }, signal }).then((a) => a.data),
    enabled: phone !== null,
    staleTime: 0,
  });

export const useCreateVenueBlock = (config?: MutationConfig<unknown, CreateVenueBlockRequest>) =>
  useDeskMutation((body: CreateVenueBlockRequest) => call(createVenueBlockEndpoint, { body }), config);

export const useRemoveVenueBlock = (config?: MutationConfig<unknown, { blockId: number }>) =>
  useDeskMutation(
    ({ blockId }: { blockId: number }) => call(removeVenueBlockEndpoint, { params: { id: blockId } }),
    config,
  );

/** Merchandise waiting at the counter. */
export const useRewardClaims = (filters: EndpointQuery<typeof listRewardClaimsEndpoint> & Filters) =>
  useQuery({
    queryKey: queryKeys.desk.claims(filters),
    queryFn: ({ signal }) => call(listRewardClaimsEndpoint, { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCollectClaim = (config?: MutationConfig<CollectRewardClaimResponse, { claimId: number }>) =>
  useDeskMutation(
    ({ claimId }: { claimId: number }) => call(collectRewardClaimEndpoint, { params: { id: claimId } }),
    config,
  );

/** The audit trail (admins only), newest first. */
export const useAuditTrail = (filters: EndpointQuery<typeof listAuditEndpoint> & Filters) =>
  useQuery({
    queryKey: queryKeys.desk.audit(filters),
    queryFn: ({ signal }) => call(listAuditEndpoint, { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
