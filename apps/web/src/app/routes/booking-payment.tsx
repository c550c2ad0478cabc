import { isDraftComplete } from '@ruangmain/domain/booking-draft';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { PaymentPage } from '@/features/booking/components/payment/payment-page';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

/**
 * /booking-payment (spec 2 §2): step 5 of the booking. Without a complete booking draft there is
 * nothing to pay, so it goes back to /rent with 'Detail booking tidak ditemukan, silakan mulai lagi.'.
 */
export default function BookingPaymentRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.bookingPayment'));
  // Decided once on arrival: the draft is cleared while the page is on its way out to success.
  const [hasDraft] = useState(() => isDraftComplete(bookingDraftStore.getSnapshot().draft));
  return hasDraft ? <PaymentPage /> : <MissingDraft />;
}

function MissingDraft() {
  const { t } = usePaymentTranslation();
  useEffect(() => {
    // One toast even when effects run twice (development).
    toast.error(t('page.missingDraft'), { id: 'booking-payment-missing-draft' });
  }, [t]);
  return <Navigate to={paths.rent.getHref()} replace />;
}
