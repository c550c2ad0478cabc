import { SERVER_FIELD_TO_FORM_FIELD } from '@ruangmain/domain/auth-messages';
import type { RegisterForm as RegisterFormValues } from '@ruangmain/domain/auth-schemas';
import { normalizePhone } from '@ruangmain/domain/phone';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FullNameInput } from '@/components/form/full-name-input';
import { PasswordInput } from '@/components/form/password-input';
import { PhoneInput } from '@/components/form/phone-input';
import { UsernameInput } from '@/components/form/username-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { useRegister } from '@/features/auth/api/register';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { AuthSwitch } from '@/features/auth/components/auth-links';
import { useDelayedNavigate } from '@/features/auth/hooks/use-delayed-navigate';
import { saveRegistration } from '@/features/auth/utils/registration-phone';
import { REGISTRATION_REDIRECT_MS } from '@/features/auth/utils/timings';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

// The terms (text, dialog and their translations) load when the visitor first reaches for them, not
// with the page: evaluating them was a part of the page's start on a slow phone.
const loadTermsDialog = () => import('@/components/terms/terms-dialog');
const TermsDialog = lazy(() => loadTermsDialog().then((module) => ({ default: module.TermsDialog })));

const SERVER_FIELDS = [
  'fullName',
  'username',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
] as const;

/** Register (spec 1 §2, rules and messages §5): a new account, then the OTP sent by WhatsApp. */
export function RegisterForm() {
  const { t } = useAuthTranslation();
  const navigateLater = useDelayedNavigate();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [hasOpenedTerms, setHasOpenedTerms] = useState(false);
  const openTerms = () => {
    setHasOpenedTerms(true);
    setIsTermsOpen(true);
  };
  const { field, control, handleSubmit, setValue, clearErrors, showServerErrors } = useServerForm({
    schema: authFormSchema('RegisterFormSchema'),
    defaultValues: { fullName: '', username: '', phoneNumber: '', password: '', confirmPassword: '' },
    serverFields: SERVER_FIELDS,
    serverFieldNames: SERVER_FIELD_TO_FORM_FIELD,
  });

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
      const [firstFieldMessage] = showServerErrors(error);
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
        <FullNameInput
          label={t('register.fullName')}
          placeholder={t('register.fullNamePlaceholder')}
          {...field('fullName')}
        />
        <UsernameInput
          label={t('register.username')}
          placeholder={t('register.usernamePlaceholder')}
          {...field('username')}
        />
        <PhoneInput
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          hint={t('register.phoneHint')}
          {...field('phoneNumber')}
        />
        <PasswordInput
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          placeholder={t('register.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          {...field('confirmPassword')}
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
                onPointerEnter={() => void loadTermsDialog()}
                onFocus={() => void loadTermsDialog()}
                // Ticking opens the terms; accepting them ticks the box (spec 1 §2 "Register").
                onChange={(event) => {
                  if (event.target.checked) openTerms();
                  else field.onChange(false);
                }}
                label={
                  <>
                    {t('register.agreePrefix')}{' '}
                    <button
                      type="button"
                      onClick={openTerms}
                      onPointerEnter={() => void loadTermsDialog()}
                      onFocus={() => void loadTermsDialog()}
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
      {hasOpenedTerms && (
        <Suspense fallback={null}>
          <TermsDialog open={isTermsOpen} onClose={() => setIsTermsOpen(false)} onAccept={acceptTerms} />
        </Suspense>
      )}
    </>
  );
}
