import { DEFAULT_SEATING } from '@ruangmain/domain/food-order';
import { ArrowLeft, ContactRound, CreditCard } from 'lucide-react';
import { useId, useMemo } from 'react';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { ContactFields } from '@/components/form/contact-fields';
import { AgreementField } from '@/components/terms/agreement-field';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { NotesCard } from '@/features/food/components/checkout/notes-card';
import { OrderSummary } from '@/features/food/components/checkout/order-summary';
import { SeatingCard } from '@/features/food/components/checkout/seating-card';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import { type CheckoutValues, createCheckoutSchema } from '@/features/food/utils/checkout-schema';
import { useServerForm } from '@/hooks/use-server-form';
import type { SessionUser } from '@/lib/auth/session-storage';
import { useFoodTranslation } from '@/lib/i18n-food';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import { toast } from '@/lib/toast';

type CheckoutStepProps = {
  cart: FoodCart;
  /** The signed-in customer, who may use their account's details; null for guests. */
  account: SessionUser | null;
  /** A payment is under way: nothing can change. */
  isLocked: boolean;
  isSubmitting: boolean;
  /** What was typed before going back to the menu. */
  initialValues: CheckoutValues | null;
  /** Back to Food Selection, keeping what was typed. */
  onBack: (values: CheckoutValues) => void;
  onValid: (values: CheckoutValues) => void;
};

/**
 * The first message of an invalid submit, as spec 2 §5 "Food page" words it; the fields show theirs.
 * Contact and terms come first, then the seating.
 */
function describeInvalid(errors: FieldErrors<CheckoutValues>, t: ReturnType<typeof useFoodTranslation>['t']) {
  if (errors.fullName || errors.phoneNumber || errors.agreed) return t('validation.requiredFields');
  if (errors.tableNumber) return t('validation.tableRequired');
  if (errors.unitId) return t('validation.unitRequired');
  return errors.notes?.message;
}

/**
 * Step two (spec 2 §2): the contact form, the seating, Additional Notes and the order summary with its
 * promo; the terms (not for a reward order), Back to Food Selection and Proceed to Payment.
 */
export function CheckoutStep({
  cart,
  account,
  isLocked,
  isSubmitting,
  initialValues,
  onBack,
  onValid,
}: CheckoutStepProps) {
  const { t } = useFoodTranslation();
  const { t: tPayment } = usePaymentTranslation();
  const formId = useId();
  const schema = useMemo(
    () =>
      createCheckoutSchema({
        requiresTerms: !cart.isReward,
        messages: {
          nameRequired: tPayment('customer.nameRequired'),
          phoneRequired: tPayment('customer.phoneRequired'),
          phoneDigits: tPayment('customer.phoneDigits'),
          phoneTooLong: tPayment('customer.phoneTooLong'),
          notesTooLong: tPayment('customer.notesTooLong'),
          termsRequired: tPayment('terms.required'),
          tableRequired: t('validation.tableRequired'),
          unitRequired: t('validation.unitRequired'),
        },
      }),
    [cart.isReward, t, tPayment],
  );
  const form = useServerForm<CheckoutValues>({
    schema,
    defaultValues: initialValues ?? {
      useAccount: false,
      fullName: '',
      phoneNumber: '',
      notes: '',
      agreed: false,
      seating: DEFAULT_SEATING,
      tableNumber: '',
      unitId: '',
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      // spec 2 §5: 'Please select at least one food or drink item'.
      if (cart.lines.length === 0) {
        toast.error(t('validation.selectItem'));
        return;
      }
      onValid(values);
    },
    (errors) => {
      const message = describeInvalid(errors, t);
      if (message) toast.error(message);
    },
  );

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          className="flex min-w-0 flex-col gap-6 lg:col-start-1"
        >
          <fieldset disabled={isLocked} className="flex min-w-0 flex-col gap-6">
            <SectionCard
              icon={<ContactRound />}
              title={tPayment('customer.title')}
              description={tPayment('customer.subtitle')}
            >
              <div className="flex flex-col gap-5">
                <ContactFields account={account} />
              </div>
            </SectionCard>
            <SeatingCard />
            <NotesCard />
          </fieldset>
        </form>

        {/* Outside the form: the summary holds the promo code's own form. */}
        <fieldset
          disabled={isLocked}
          className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <OrderSummary cart={cart} />
        </fieldset>

        <fieldset disabled={isLocked} className="flex min-w-0 flex-col gap-5 lg:col-start-1">
          {!cart.isReward && <AgreementField />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="outline" size="lg" onClick={() => onBack(form.getValues())}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('actions.back')}
            </Button>
            <Button type="submit" form={formId} variant="accent" size="lg" isLoading={isSubmitting}>
              {isSubmitting ? t('actions.processing') : t('actions.proceed')}
              {!isSubmitting && <CreditCard aria-hidden className="size-4" />}
            </Button>
          </div>
        </fieldset>
      </div>
    </FormProvider>
  );
}
