import { invoiceOfOrderId } from '@ruangmain/domain/order-id';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingSuccessView } from '@/features/booking/components/success/booking-success-view';
import { paymentSessionStorage } from '@/features/booking/state/payment-session';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /booking-success, optional query invoice_number (spec 2 §2). The payment provider's finish redirect
 * may bring only its order_id (and a transaction_status, which the page never trusts: the server says
 * how the booking stands); with neither, the booking this browser was paying in the last 10 minutes.
 */
export default function BookingSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.bookingSuccess'));
  const [searchParams] = useSearchParams();
  const [invoiceNumber] = useState(
    () =>
      searchParams.get('invoice_number') ??
      invoiceOfOrderId(searchParams.get('order_id')) ??
      paymentSessionStorage.read()?.invoiceNumber ??
      null,
  );
  return <BookingSuccessView invoiceNumber={invoiceNumber} />;
}
