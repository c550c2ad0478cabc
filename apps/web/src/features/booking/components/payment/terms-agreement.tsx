import { Controller, useFormContext } from 'react-hook-form';
import { TermsAgreement } from '@/components/terms/terms-agreement';
import type { PaymentFormValues } from '@/features/booking/utils/payment-form-schema';
import { usePaymentTranslation } from '@/lib/i18n-payment';

/** The payment page's agreement (spec 2 §2 "The terms dialog is opened for the agreement checkbox"). */
export function PaymentTermsAgreement() {
  const { t } = usePaymentTranslation();
  const { control, clearErrors } = useFormContext<PaymentFormValues>();
  return (
    <Controller
      control={control}
      name="agreed"
      render={({ field, fieldState }) => (
        <TermsAgreement
          checked={field.value}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            if (checked) clearErrors('agreed');
          }}
          prefix={t('terms.prefix')}
          linkLabel={t('terms.link')}
          error={fieldState.error?.message}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
