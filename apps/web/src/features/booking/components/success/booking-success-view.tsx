import { InvoiceNumber } from '@/checkout/components/invoice-number';
import { VerifiedOutcome } from '@/checkout/components/verified-outcome';
import { BookingFacts } from '@/features/booking/components/success/booking-facts';
import { HelpBox } from '@/features/booking/components/success/help-box';
import { SuccessActions } from '@/features/booking/components/success/success-actions';
import { SuccessBanners } from '@/features/booking/components/success/success-banners';
import { useVerifiedBooking } from '@/features/booking/hooks/use-verified-booking';
import { usePaymentOutcomeTranslation } from '@/lib/i18n-payment-outcome';

/**
 * /booking-success (spec 2 §2 "Booking success page"): 'Verifying booking...' until the server says
 * how the booking stands, then Success or Pending Payment with the details, or a way to get help.
 */
export function BookingSuccessView({ invoiceNumber }: { invoiceNumber: string | null }) {
  const { t } = usePaymentOutcomeTranslation();
  return (
    <VerifiedOutcome
      verified={useVerifiedBooking(invoiceNumber)}
      words={(key) => t(key)}
      missingTitle={t('success.helpTitle')}
      lost={
        <>
          <HelpBox />
          <SuccessActions />
        </>
      }
      cancelled={<SuccessActions />}
      done={(view, isPaid) => (
        <>
          <SuccessBanners view={view} />
          <InvoiceNumber invoiceNumber={view.invoice_number} />
          <section>
            <h2 className="text-sm font-bold tracking-wider text-muted uppercase">{t('success.details')}</h2>
            <BookingFacts view={view} />
          </section>
          <SuccessActions receiptInvoice={isPaid ? view.invoice_number : undefined} />
        </>
      )}
    />
  );
}
