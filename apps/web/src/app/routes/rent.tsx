import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { BookingWizard } from '@/features/booking/components/wizard/booking-wizard';
import { useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { consolesQueryOptions } from '@/lib/catalogue/get-consoles';
import { chargesQueryOptions } from '@/lib/charges';

/** /rent: the booking wizard, titled Book a Room (spec 2 §2). */
export default function RentRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.rent'));
  const { draft } = useBookingDraft();
  // spec 2 §2 "Redirects": reward data without a reward id goes back to the rewards page.
  if (draft.reward && !(draft.reward.userRewardId > 0)) {
    return <Navigate to={paths.profileRewardsAlias.getHref()} replace />;
  }
  return <BookingWizard />;
}

/** Step 1's consoles and the charges of the running total, preloaded with the document (app/route-table.ts). */
export const prefetch = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(consolesQueryOptions()),
    queryClient.prefetchQuery(chargesQueryOptions()),
  ]);
