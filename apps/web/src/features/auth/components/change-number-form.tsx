import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeNumberSchema, splitFieldErrors } from '@ruangmain/domain/auth-schemas';
import { formatLocalPhone, normalizePhone } from '@ruangmain/domain/phone';
import { ArrowLeft, Smartphone, SmartphoneNfc } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useClearErrorsOnEdit } from '@/hooks/use-clear-errors-on-edit';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { collectServerFieldErrors } from '@/lib/form-errors';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

type ChangeNumberValues = z.infer<typeof ChangeNumberSchema>;

/** Change number (spec 1 §2): the registration's phone was wrong; a new OTP goes to the new one. */
export function ChangeNumberForm() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [storedPhone] = useState(readRegistrationPhone);
  const form = useForm<ChangeNumberValues>({
    resolver: zodResolver(ChangeNumberSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { current_phone: storedPhone ? formatLocalPhone(storedPhone) : '', new_phone: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  useClearErrorsOnEdit(form);

  const changePhone = useChangePhone({
    onSuccess: (response, input) => {
      saveRegistrationPhone(response.phone ?? normalizePhone(input.new_phone) ?? input.new_phone);
      toast.success(response.message || t('changeNumber.success'));
      void navigate(paths.auth.verification.getHref(), { replace: true });
    },
    onError: (error) => {
      // Field answers go under their field; a taken new number has its own text (spec 1 §8).
      const texts = isApiError(error) && error.serverMessage ? splitFieldErrors(error.serverMessage) : {};
      const fieldErrors = collectServerFieldErrors(error, {
        toFormField: (field) => (field === 'current_phone' || field === 'new_phone' ? field : null),
        describe: (field, code) =>
          code === 'validation.unique' ? t('changeNumber.inUse') : (texts[field] ?? t('changeNumber.failed')),
      });
      const entries = Object.entries(fieldErrors);
      for (const [field, message] of entries) {
        setError(field as keyof ChangeNumberValues, { type: 'server', message });
      }
      if (entries.length === 0) setFailure(getServerMessage(error, t('changeNumber.failed')));
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
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          icon={<Smartphone />}
          label={t('changeNumber.currentPhone')}
          placeholder={t('changeNumber.phonePlaceholder')}
          error={errors.current_phone?.message}
          {...register('current_phone', { onChange: () => setFailure(null) })}
        />
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="off"
          icon={<SmartphoneNfc />}
          label={t('changeNumber.newPhone')}
          placeholder={t('changeNumber.phonePlaceholder')}
          hint={t('changeNumber.newPhoneHint')}
          error={errors.new_phone?.message}
          {...register('new_phone', { onChange: () => setFailure(null) })}
        />
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
