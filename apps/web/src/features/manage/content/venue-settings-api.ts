import {
  getVenueSettingsEndpoint,
  updateVenueSettingsEndpoint,
  type VenueSettingsBody,
} from '@ruangmain/domain/contracts/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageKeys } from '@/features/manage/api/collection';
import { call } from '@/lib/api-client';

const venueSettingsKey = () => [...manageKeys.all(), 'venue-settings'] as const;

/** The Venue screen's details and terms text. */
export const useVenueSettings = () =>
  useQuery({
    queryKey: venueSettingsKey(),
    queryFn: ({ signal }) => call(getVenueSettingsEndpoint, { signal }).then((answer) => answer.data),
    staleTime: 0,
  });

/** Saves them; every query refreshes, the site's footer and terms among them. */
export function useSaveVenueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueSettingsBody) => call(updateVenueSettingsEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
