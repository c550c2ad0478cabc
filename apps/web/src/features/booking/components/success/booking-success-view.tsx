import { CircleAlert, CircleCheck, Clock, SearchX } from 'lucide-react';
import { InvoiceNumber } from '@/components/invoice-number';
import { OutcomeCard } from '@/components/outcome-card';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BookingFacts } from '@/features/booking/components/success/booking-facts';
import { HelpBox } from '@/features/booking/components/success/help-box';
import { SuccessActions } from '@/features/booking/components/success/success-actions';
import { SuccessBanners } from '@/features/booking/components/success/success-banners';
import { useVerifiedBooking } from '@/features/booking/hooks/use-verified-booking';
import { usePaymentTranslation } from '@/lib/i18n-payment';

/**
 * /booking-success (spec 2 §2 "Booking success page"): 'Verifying booking...' until the server says
 * how the booking stands, then Success or Pending Payment with the details, or a way to get help.
 */
export function BookingSuccessView({ invoiceNumber }: { invoiceNumber: string | null }) {
  const { t } = usePaymentTranslation();
  const booking = useVerifiedBooking(invoiceNumber);

  switch (booking.state) {
    case 'verifying':
      return (
        <OutcomeCard icon={<Spinner className="size-8" />} tone="neutral" title={t('success.verifying')} />
      );
    case 'missing':
    case 'not-found':
      return (
        <OutcomeCard
          icon={<SearchX aria-hidden />}
          tone="neutral"
          title={booking.state === 'missing' ? t('success.helpTitle') : t('success.notFound')}
        >
          <HelpBox />
          <SuccessActions />
        </OutcomeCard>
      );
    case 'failed':
      return (
        <OutcomeCard icon={<CircleAlert aria-hidden />} tone="danger" title={t('success.loadFailed')}>
          <Button variant="outline" onClick={booking.retry}>
            {t('success.retry')}
          </Button>
        </OutcomeCard>
      );
    case 'cancelled':
      return (
        <OutcomeCard
          icon={<CircleAlert aria-hidden />}
          tone="danger"
          title={t('success.cancelledTitle')}
          text={t('success.cancelledText')}
        >
          <InvoiceNumber invoiceNumber={booking.view.invoice_number} />
          <SuccessActions />
        </OutcomeCard>
      );
    default: {
      const isPaid = booking.state === 'paid';
      return (
        <OutcomeCard
          icon={isPaid ? <CircleCheck aria-hidden /> : <Clock aria-hidden />}
          tone={isPaid ? 'success' : 'pending'}
          title={isPaid ? t('success.title') : t('success.pendingTitle')}
          aside={<StatusBadge isPaid={isPaid} />}
          text={isPaid ? t('success.text') : t('success.pendingText')}
        >
          <SuccessBanners view={booking.view} />
          <InvoiceNumber invoiceNumber={booking.view.invoice_number} />
          <section>
            <h2 className="text-sm font-bold tracking-wider text-muted uppercase">{t('success.details')}</h2>
            <BookingFacts view={booking.view} />
          </section>
          <SuccessActions receiptInvoice={isPaid ? booking.view.invoice_number : undefined} />
        </OutcomeCard>
      );
    }
  }
}
