import { CreditCard } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { usePaymentTranslation } from '@/lib/i18n-payment';

type CheckoutLayoutProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A payment is under way: nothing can change. */
  isLocked: boolean;
  isSubmitting: boolean;
  /** Above the fields, still usable while locked (the waiting panel). */
  banner?: ReactNode;
  /** Who it is for, and what else the form asks. */
  fields: ReactNode;
  /** The summary with its promo code, beside the form on wide screens and before the buttons on phones. */
  summary: ReactNode;
  /** The terms to agree to, or what stands for them. */
  terms: ReactNode;
  /** The way back to the step before. */
  back: ReactNode;
};

/**
 * A checkout's form (spec 2 §2 "Booking payment page", "Food and drinks page" step two): the fields
 * and the summary side by side on wide screens, then the terms, the way back and Proceed to Payment.
 */
export function CheckoutLayout({
  onSubmit,
  isLocked,
  isSubmitting,
  banner,
  fields,
  summary,
  terms,
  back,
}: CheckoutLayoutProps) {
  const { t } = usePaymentTranslation();
  const formId = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
      <form id={formId} noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6 lg:col-start-1">
        {banner}
        <fieldset disabled={isLocked} className="flex min-w-0 flex-col gap-6">
          {fields}
        </fieldset>
      </form>

      {/* Outside the form: the summary holds the promo code's own form. */}
      <fieldset
        disabled={isLocked}
        className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        {summary}
      </fieldset>

      <fieldset disabled={isLocked} className="flex min-w-0 flex-col gap-5 lg:col-start-1">
        {terms}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {back}
          <Button type="submit" form={formId} variant="accent" size="lg" isLoading={isSubmitting}>
            {isSubmitting ? t('actions.processing') : t('actions.proceed')}
            {!isSubmitting && <CreditCard aria-hidden className="size-4" />}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
