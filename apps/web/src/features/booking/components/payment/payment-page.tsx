import { BOOKING_MESSAGES } from '@ruangmain/domain/bookings';
import type { BookRoomRequest } from '@ruangmain/domain/contracts/bookings';
import { PanelRightOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type Booker, PaymentForm } from '@/features/booking/components/payment/payment-form';
import { BookingSummary } from '@/features/booking/components/summary/booking-summary';
import { useBookingPayment } from '@/features/booking/hooks/use-booking-payment';
import { useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { buildBookRoomPayload } from '@/features/booking/utils/book-room-payload';
import { isCounterStartTooFarInPast } from '@/features/booking/utils/counter-time';
import type { PaymentFormValues } from '@/features/booking/utils/payment-form-schema';
import { useSession } from '@/lib/auth/use-session';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

// The QR code (and its encoder) loads once a QRIS payment shows it, not with the page.
const QrisDialog = lazy(() =>
  import('@/checkout/components/qris-dialog').then((module) => ({
    default: module.QrisDialog,
  })),
);

// The questions the page asks (confirm, popup closed, leaving) load right after the form: none is
// open on arrival.
const PaymentDialogs = lazy(() =>
  import('@/features/booking/components/payment/payment-dialogs').then((module) => ({
    default: module.PaymentDialogs,
  })),
);

// The waiting panel shows only once a payment is open, so it loads then, not with the form.
const WaitingPanel = lazy(() =>
  import('@/features/booking/components/payment/waiting-panel').then((module) => ({
    default: module.WaitingPanel,
  })),
);

/**
 * /booking-payment (spec 2 §2 "Booking payment page", §4 "Booking payment outcomes"): the form and the
 * summary, the confirm question, then the payment (its checkout keeps the clocks) with its dialogs.
 */
export function PaymentPage() {
  const { t } = usePaymentTranslation();
  const { t: tCommon } = useTranslation();
  const { user, isAuthenticated, isStaff } = useSession();
  const { draft, promo } = useBookingDraft();
  const payment = useBookingPayment();
  const { phase, attempt } = payment;
  const [payloadToConfirm, setPayloadToConfirm] = useState<BookRoomRequest | null>(null);
  const [isSummaryOpen, setIsSummaryOpen] = useState(true);
  const booker: Booker = isStaff ? 'staff' : isAuthenticated ? 'customer' : 'guest';
  const isQris = Boolean(attempt?.qrString);

  const onValid = async (values: PaymentFormValues) => {
    // The venue's hours load on sending, not with the page (its first load is at its budget).
    const { loadBookingHours } = await import('@/features/booking/utils/booking-hours');
    const payload = buildBookRoomPayload({
      draft,
      promo,
      customer: { name: values.fullName, phone: values.phoneNumber },
      notes: values.notes,
      paymentMethod: isStaff ? values.paymentMethod : 'midtrans',
      hours: await loadBookingHours(),
    });
    if (!payload) {
      toast.error(BOOKING_MESSAGES.invalidDateTime);
      return;
    }
    if (isStaff && isCounterStartTooFarInPast(payload.start_time)) {
      toast.error(BOOKING_MESSAGES.tooFarInPast);
      return;
    }
    setPayloadToConfirm(payload);
  };

  const confirm = () => {
    if (!payloadToConfirm) return;
    // Closed first: the popup must not open under a modal dialog.
    setPayloadToConfirm(null);
    void payment.submit(payloadToConfirm);
  };

  const isCash = payloadToConfirm?.payment_method === 'cash';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <p className="text-sm font-bold tracking-wider text-primary-text uppercase">{t('page.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-4xl">
          {tCommon('pages.bookingPayment')}
        </h1>
        <p className="mt-2 max-w-2xl text-sm text-muted sm:text-base">{t('page.intro')}</p>
      </header>

      <PaymentForm
        booker={booker}
        account={user}
        isReward={draft.reward !== null}
        initialNotes={draft.notes}
        isLocked={phase.name !== 'form'}
        isSubmitting={phase.name === 'submitting'}
        banner={
          phase.name === 'waiting' && (
            <Suspense fallback={null}>
              <WaitingPanel
                isQris={isQris}
                onContinue={payment.continuePayment}
                onCancel={() => void payment.endPayment('user_cancelled')}
              />
            </Suspense>
          )
        }
        summary={
          isSummaryOpen ? (
            <BookingSummary onClose={() => setIsSummaryOpen(false)} />
          ) : (
            <Button
              variant="outline"
              onClick={() => setIsSummaryOpen(true)}
              className="self-start lg:self-stretch"
            >
              <PanelRightOpen aria-hidden className="size-4" />
              {t('actions.showSummary')}
            </Button>
          )
        }
        onValid={onValid}
      />

      <Suspense fallback={null}>
        <PaymentDialogs
          payment={payment}
          isQris={isQris}
          confirmation={
            payloadToConfirm && { isCash, onCancel: () => setPayloadToConfirm(null), onConfirm: confirm }
          }
        />
      </Suspense>

      {attempt && isQris && (
        <Suspense fallback={null}>
          <QrisDialog attempt={attempt} open={phase.name === 'qris'} onCancel={payment.askToCancel} />
        </Suspense>
      )}
    </div>
  );
}
