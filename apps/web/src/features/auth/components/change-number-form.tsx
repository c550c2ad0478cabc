import { splitFieldErrors } from '@ruangmain/domain/auth-messages';
import type { ChangeNumberSchema } from '@ruangmain/domain/auth-schemas';
import { formatLocalPhone, normalizePhone } from '@ruangmain/domain/phone';
import { ArrowLeft, Smartphone, SmartphoneNfc } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextInput } from '@/components/form/text-input';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useChangePhone } from '@/features/auth/api/change-phone';
import { AuthHeader } from '@/features/auth/components/auth-header';
import {
  readRegistrationPhone,
  readRegistrationToken,
  saveRegistrationPhone,
} from '@/features/auth/utils/registration-phone';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

type ChangeNumberValues = z.infer<typeof ChangeNumberSchema>;

const PHONE_FIELDS = [
  {
    name: 'current_phone',
    label: 'changeNumber.currentPhone',
    hint: null,
    Icon: Smartphone,
    autoComplete: 'tel-national',
  },
  {
    name: 'new_phone',
    label: 'changeNumber.newPhone',
    hint: 'changeNumber.newPhoneHint',
    Icon: SmartphoneNfc,
    autoComplete: 'off',
  },
] as const;

/** Change number (spec 1 §2): the registration's phone was wrong; a new OTP goes to the new one. */
export function ChangeNumberForm() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [storedPhone] = useState(readRegistrationPhone);
  const form = useServerForm({
    schema: authFormSchema('ChangeNumberSchema'),
    defaultValues: { current_phone: storedPhone ? formatLocalPhone(storedPhone) : '', new_phone: '' },
    serverFields: ['current_phone', 'new_phone'],
  });
  const clearFailure = { onChange: () => setFailure(null) };

  const changePhone = useChangePhone({
    onSuccess: (response, input) => {
      saveRegistrationPhone(response.phone ?? normalizePhone(input.new_phone) ?? input.new_phone);
      toast.success(response.message || t('changeNumber.success'));
      void navigate(paths.auth.verification.getHref(), { replace: true });
    },
    onError: (error) => {
      // Field answers go under their field; a taken new number has its own text (spec 1 §8).
      const texts = isApiError(error) && error.serverMessage ? splitFieldErrors(error.serverMessage) : {};
      const shown = form.showServerErrors(error, (field, code) =>
        code === 'validation.unique' ? t('changeNumber.inUse') : (texts[field] ?? t('changeNumber.failed')),
      );
      if (shown.length === 0) setFailure(getServerMessage(error, t('changeNumber.failed')));
    },
  });

  const onSubmit = (values: ChangeNumberValues) => {
    setFailure(null);
    // The token proves this device made the registration; without it the server refuses the change.
    changePhone.mutate({ ...values, registration_token: readRegistrationToken() ?? undefined });
  };

  return (
    <>
      <AuthHeader icon={<SmartphoneNfc />} title={t('changeNumber.title')}>
        {t('changeNumber.subtitle')}
      </AuthHeader>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {failure && <Alert tone="error">{failure}</Alert>}
        {PHONE_FIELDS.map(({ name, label, hint, Icon, autoComplete }) => (
          <TextInput
            key={name}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            icon={<Icon />}
            label={t(label)}
            placeholder={t('changeNumber.phonePlaceholder')}
            hint={hint && t(hint)}
            {...form.field(name, clearFailure)}
          />
        ))}
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" fullWidth isLoading={changePhone.isPending}>
            {t('changeNumber.submit')}
          </Button>
          <Link
            to={paths.auth.verification.getHref()}
            className={buttonVariants({ variant: 'outline', size: 'lg', fullWidth: true })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('changeNumber.back')}
          </Link>
        </div>
      </form>
    </>
  );
}
