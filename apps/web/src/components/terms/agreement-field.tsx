import { useFormContext } from 'react-hook-form';
import { TermsAgreementField } from '@/components/terms/terms-agreement';
import { usePaymentTranslation } from '@/lib/i18n-payment';
import type { PersonalFormValues } from '@/lib/personal-form';

/**
 * The personal form's agreement (spec 2 §2 "The terms dialog is opened for the agreement checkbox"): the
 * booking payment page's and the food page's.
 */
export function AgreementField() {
  const { t } = usePaymentTranslation();
  const { control, clearErrors } = useFormContext<PersonalFormValues>();
  return (
    <TermsAgreementField
      control={control}
      clearErrors={clearErrors}
      prefix={t('terms.prefix')}
      linkLabel={t('terms.link')}
    />
  );
}
