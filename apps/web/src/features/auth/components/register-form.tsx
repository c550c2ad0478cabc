import { zodResolver } from '@hookform/resolvers/zod';
import {
  describeRegisterError,
  RegisterFormSchema,
  type RegisterForm as RegisterFormValues,
  SERVER_FIELD_TO_FORM_FIELD,
} from '@ruangmain/domain/auth-schemas';
import { normalizePhone } from '@ruangmain/domain/phone';
import { AtSign, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PasswordInput } from '@/components/form/password-input';
import { PhoneInput } from '@/components/form/phone-input';
import { TextInput } from '@/components/form/text-input';
import { TermsDialog } from '@/components/terms/terms-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { useRegister } from '@/features/auth/api/register';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { AuthSwitch } from '@/features/auth/components/auth-links';
import { useDelayedNavigate } from '@/features/auth/hooks/use-delayed-navigate';
import { saveRegistration } from '@/features/auth/utils/registration-phone';
import { REGISTRATION_REDIRECT_MS } from '@/features/auth/utils/timings';
import { useClearErrorsOnEdit } from '@/hooks/use-clear-errors-on-edit';
import { getServerMessage } from '@/lib/api-client';
import { collectServerFieldErrors } from '@/lib/form-errors';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

const FORM_FIELDS = new Set<string>([
  'fullName',
  'username',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
]);
const toFormField = (serverField: string) => {
  const field = SERVER_FIELD_TO_FORM_FIELD[serverField] ?? serverField;
  return FORM_FIELDS.has(field) ? field : null;
};

/** Register (spec 1 §2, rules and messages §5): a new account, then the OTP sent by WhatsApp. */
export function RegisterForm() {
  const { t } = useAuthTranslation();
  const navigateLater = useDelayedNavigate();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { fullName: '', username: '', phoneNumber: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  useClearErrorsOnEdit(form);

  const registration = useRegister({
    onSuccess: (response, input) => {
      toast.success(t('register.success'));
      saveRegistration({
        phone: response.phone ?? normalizePhone(input.phone) ?? input.phone,
        token: response.registration_token,
      });
      navigateLater(paths.auth.verification.getHref(), REGISTRATION_REDIRECT_MS);
    },
    onError: (error) => {
      const fieldErrors = collectServerFieldErrors(error, { toFormField, describe: describeRegisterError });
      for (const [field, message] of Object.entries(fieldErrors)) {
        setError(field as keyof RegisterFormValues, { type: 'server', message });
      }
      const [firstFieldMessage] = Object.values(fieldErrors);
      toast.error(firstFieldMessage ?? getServerMessage(error, t('register.failed')));
    },
  });
  const isDone = registration.isSuccess;

  const onSubmit = (values: RegisterFormValues) =>
    registration.mutate({
      name: values.fullName,
      username: values.username,
      ...(values.email ? { email: values.email } : {}),
      phone: values.phoneNumber,
      password: values.password,
      password_confirmation: values.confirmPassword,
    });

  const acceptTerms = () => {
    setValue('agreed', true);
    clearErrors('agreed');
  };

  return (
    <>
      <AuthHeader icon={<UserPlus />} title={t('register.title')}>
        {t('register.subtitle')}
      </AuthHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <TextInput
          label={t('register.fullName')}
          placeholder={t('register.fullNamePlaceholder')}
          icon={<UserRound />}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextInput
          label={t('register.username')}
          placeholder={t('register.usernamePlaceholder')}
          icon={<AtSign />}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <PhoneInput
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          hint={t('register.phoneHint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordInput
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          placeholder={t('register.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Controller
          control={control}
          name="agreed"
          render={({ field, fieldState }) => (
            <div>
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                aria-invalid={fieldState.error ? true : undefined}
                onBlur={field.onBlur}
                // Ticking opens the terms; accepting them ticks the box (spec 1 §2 "Register").
                onChange={(event) => {
                  if (event.target.checked) setIsTermsOpen(true);
                  else field.onChange(false);
                }}
                label={
                  <>
                    {t('register.agreePrefix')}{' '}
                    <button
                      type="button"
                      onClick={() => setIsTermsOpen(true)}
                      className="cursor-pointer font-semibold text-primary-text underline underline-offset-4"
                    >
                      {t('register.terms')}
                    </button>
                  </>
                }
              />
              {fieldState.error?.message && (
                <p className="mt-1.5 pl-8 text-xs font-medium text-danger">{fieldState.error.message}</p>
              )}
            </div>
          )}
        />
        <Button type="submit" size="lg" fullWidth isLoading={registration.isPending} disabled={isDone}>
          {t('register.submit')}
        </Button>
      </form>
      <AuthSwitch
        question={t('register.haveAccount')}
        to={paths.auth.login.getHref()}
        label={t('register.login')}
      />
      <TermsDialog open={isTermsOpen} onClose={() => setIsTermsOpen(false)} onAccept={acceptTerms} />
    </>
  );
}
