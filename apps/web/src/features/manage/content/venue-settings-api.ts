import type { VenueSettingsBody, VenueSettingsResponse } from '@ruangmain/domain/contracts/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageKeys } from '@/features/manage/api/collection';
import { apiClient } from '@/lib/api-client';

const PATH = '/api/admin/venue-settings';
const venueSettingsKey = () => [...manageKeys.all(), 'venue-settings'] as const;

/** The Venue screen's details and terms text (GET /api/admin/venue-settings). */
export const useVenueSettings = () =>
  useQuery({
    queryKey: venueSettingsKey(),
    queryFn: ({ signal }) =>
      apiClient.get<VenueSettingsResponse>(PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
  });

/** Saves them (PUT); every query refreshes, the site's footer and terms among them. */
export function useSaveVenueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueSettingsBody) =>
      apiClient.put<VenueSettingsResponse & { message: string }>(PATH, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
