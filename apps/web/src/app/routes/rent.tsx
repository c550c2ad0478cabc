import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { BookingWizard } from '@/features/booking/components/wizard/booking-wizard';
import { useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useDocumentTitle } from '@/hooks/use-document-title';

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
