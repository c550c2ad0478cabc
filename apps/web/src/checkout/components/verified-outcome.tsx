import { CircleAlert, CircleCheck, Clock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { InvoiceNumber } from '@/checkout/components/invoice-number';
import { OutcomeCard } from '@/checkout/components/outcome-card';
import { StatusBadge } from '@/checkout/components/status-badge';
import type { VerifiedStatus } from '@/checkout/verified-status';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { BookingStatusView } from '@/lib/booking-status';

/** The keys each success page's namespace words its states with, a booking's or a food order's. */
export type OutcomeKey =
  | 'success.verifying'
  | 'success.notFound'
  | 'success.loadFailed'
  | 'success.retry'
  | 'success.cancelledTitle'
  | 'success.cancelledText'
  | 'success.title'
  | 'success.text'
  | 'success.pendingTitle'
  | 'success.pendingText';

type VerifiedOutcomeProps = {
  verified: VerifiedStatus;
  /** The caller's words: `(key) => t(key)` of its namespace. */
  words: (key: OutcomeKey) => string;
  /** The title when no invoice number came with the page; by default, 'not found'. */
  missingTitle?: string;
  /** Under the title when the page has nothing to show: help, and the ways on. */
  lost: ReactNode;
  /** Under the invoice number of a cancelled one: the ways on. */
  cancelled: ReactNode;
  /** The card of a paid or pending one: the invoice number, the details and the ways on. */
  done: (view: BookingStatusView, isPaid: boolean) => ReactNode;
};

/**
 * A success page by the real status on the server (spec 2 §2 "Booking success page", "Food order
 * success page"): verifying until it answers, then Success or Pending Payment with the details, the
 * cancelled one, or a way to get help; never what the popup said alone.
 */
export function VerifiedOutcome({
  verified,
  words,
  missingTitle,
  lost,
  cancelled,
  done,
}: VerifiedOutcomeProps) {
  switch (verified.state) {
    case 'verifying':
      return (
        <OutcomeCard
          icon={<Spinner className="size-8" />}
          tone="neutral"
          title={words('success.verifying')}
        />
      );
    case 'missing':
    case 'not-found':
      return (
        <OutcomeCard
          icon={<SearchX aria-hidden />}
          tone="neutral"
          title={verified.state === 'missing' && missingTitle ? missingTitle : words('success.notFound')}
        >
          {lost}
        </OutcomeCard>
      );
    case 'failed':
      return (
        <OutcomeCard icon={<CircleAlert aria-hidden />} tone="danger" title={words('success.loadFailed')}>
          <Button variant="outline" onClick={verified.retry}>
            {words('success.retry')}
          </Button>
        </OutcomeCard>
      );
    case 'cancelled':
      return (
        <OutcomeCard
          icon={<CircleAlert aria-hidden />}
          tone="danger"
          title={words('success.cancelledTitle')}
          text={words('success.cancelledText')}
        >
          <InvoiceNumber invoiceNumber={verified.view.invoice_number} />
          {cancelled}
        </OutcomeCard>
      );
    default: {
      const isPaid = verified.state === 'paid';
      return (
        <OutcomeCard
          icon={isPaid ? <CircleCheck aria-hidden /> : <Clock aria-hidden />}
          tone={isPaid ? 'success' : 'pending'}
          title={isPaid ? words('success.title') : words('success.pendingTitle')}
          aside={<StatusBadge isPaid={isPaid} />}
          text={isPaid ? words('success.text') : words('success.pendingText')}
        >
          {done(verified.view, isPaid)}
        </OutcomeCard>
      );
    }
  }
}
