import { BOOKING_MESSAGES } from '@ruangmain/domain/bookings';
import { ArrowLeft } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckoutLayout } from '@/checkout/components/checkout-layout';
import { contactDefaults } from '@/components/form/contact-fields';
import { AgreementField } from '@/components/terms/agreement-field';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CustomerInfoCard } from '@/features/booking/components/payment/customer-info-card';
import { GuestNotice } from '@/features/booking/components/payment/guest-notice';
import type { PaymentFormValues } from '@/features/booking/utils/payment-form-schema';
import { useServerForm } from '@/hooks/use-server-form';
import type { SessionUser } from '@/lib/auth/session-storage';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

// Only the front desk chooses cash or QRIS: a customer's page never loads the choice.
const PaymentMethodCard = lazy(() =>
  import('@/features/booking/components/payment/payment-method-card').then((module) => ({
    default: module.PaymentMethodCard,
  })),
);

/** Who books: a guest, a signed-in customer, or the venue's staff at the counter. */
export type Booker = 'guest' | 'customer' | 'staff';

type PaymentFormProps = {
  booker: Booker;
  account: SessionUser | null;
  isReward: boolean;
  initialNotes: string;
  /** A payment is under way: the form can no longer change. */
  isLocked: boolean;
  isSubmitting: boolean;
  /** The booking summary, beside the form on wide screens and before the buttons on phones. */
  summary: ReactNode;
  /** Something above the form (the waiting panel). */
  banner?: ReactNode;
  onValid: (values: PaymentFormValues) => void | Promise<void>;
};

/** The first message to toast for an invalid submit (the fields show theirs too). */
function describeInvalid(errors: FieldErrors<PaymentFormValues>): string | undefined {
  if (errors.fullName?.type === 'too_small' || errors.phoneNumber?.type === 'too_small') {
    return BOOKING_MESSAGES.nameAndPhoneRequired;
  }
  return (errors.fullName ?? errors.phoneNumber ?? errors.notes ?? errors.agreed)?.message;
}

/**
 * The payment page's form (spec 2 §2 "Booking payment page"): who it is for, the counter's payment
 * method, notes, the agreement and the two buttons, around the booking summary.
 */
export function PaymentForm({
  booker,
  account,
  isReward,
  initialNotes,
  isLocked,
  isSubmitting,
  summary,
  banner,
  onValid,
}: PaymentFormProps) {
  const { t } = usePaymentTranslation();
  // The rules (and zod) load when the form is first touched, not with the page (docs/decisions/0018).
  const schema = useCallback(
    async () =>
      (await import('@/features/booking/utils/payment-form-schema')).createPaymentFormSchema({
        requiresTerms: !isReward,
        messages: {
          nameRequired: t('customer.nameRequired'),
          phoneRequired: t('customer.phoneRequired'),
          phoneDigits: t('customer.phoneDigits'),
          phoneTooLong: t('customer.phoneTooLong'),
          notesTooLong: t('customer.notesTooLong'),
          termsRequired: t('terms.required'),
        },
      }),
    [isReward, t],
  );
  const form = useServerForm({
    schema,
    defaultValues: {
      ...contactDefaults(booker === 'customer' ? account : null),
      notes: initialNotes,
      agreed: false,
      paymentMethod: 'cash',
    },
  });

  const onInvalid = (errors: FieldErrors<PaymentFormValues>) => {
    const message = describeInvalid(errors);
    if (message) toast.error(message);
  };

  return (
    <FormProvider {...form}>
      <CheckoutLayout
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        isLocked={isLocked}
        isSubmitting={isSubmitting}
        banner={banner}
        fields={
          <>
            {booker === 'guest' && <GuestNotice />}
            <CustomerInfoCard
              account={booker === 'customer' ? account : null}
              isCounter={booker === 'staff'}
            />
            {booker === 'staff' && (
              <Suspense
                fallback={<div aria-hidden className="h-44 rounded-3xl border border-line bg-surface" />}
              >
                <PaymentMethodCard />
              </Suspense>
            )}
          </>
        }
        summary={summary}
        terms={isReward ? <p className="text-sm text-muted">{t('terms.rewardNote')}</p> : <AgreementField />}
        back={
          <Link
            to={paths.rent.getHref()}
            aria-disabled={isLocked || undefined}
            tabIndex={isLocked ? -1 : undefined}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('actions.back')}
          </Link>
        }
      />
    </FormProvider>
  );
}
