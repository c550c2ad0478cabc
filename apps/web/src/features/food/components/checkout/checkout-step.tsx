import { DEFAULT_SEATING } from '@ruangmain/domain/food-order';
import { ArrowLeft, ContactRound } from 'lucide-react';
import { useMemo } from 'react';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { CheckoutLayout } from '@/checkout/components/checkout-layout';
import { ContactFields, contactDefaults } from '@/components/form/contact-fields';
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
      ...contactDefaults(account),
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
      <CheckoutLayout
        onSubmit={onSubmit}
        isLocked={isLocked}
        isSubmitting={isSubmitting}
        fields={
          <>
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
          </>
        }
        summary={<OrderSummary cart={cart} />}
        terms={!cart.isReward && <AgreementField />}
        back={
          <Button variant="outline" size="lg" onClick={() => onBack(form.getValues())}>
            <ArrowLeft aria-hidden className="size-4" />
            {t('actions.back')}
          </Button>
        }
      />
    </FormProvider>
  );
}
