import type { PublicVenue } from '@ruangmain/domain/contracts/venue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_VENUE, getVenue } from '@/lib/catalogue/load-venue';

/**
 * The venue's name, address, phone, links and terms text as the admin set them: the footer reads
 * them. A page load asks again, so a change shows on the next visit.
 */
export const venueQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'venue'] as const, queryFn: getVenue, staleTime: 60_000 });

/** The venue's details; the standard ones until (or unless) the answer arrives. */
export function useVenue(): PublicVenue {
  return useQuery(venueQueryOptions()).data ?? DEFAULT_PUBLIC_VENUE;
}
