import { SERVER_FIELD_TO_FORM_FIELD } from '@ruangmain/domain/auth-messages';
import type { RegisterForm as RegisterFormValues } from '@ruangmain/domain/auth-schemas';
import { normalizePhone } from '@ruangmain/domain/phone';
import { UserPlus } from 'lucide-react';
import { FullNameInput } from '@/components/form/full-name-input';
import { PasswordInput } from '@/components/form/password-input';
import { PhoneInput } from '@/components/form/phone-input';
import { UsernameInput } from '@/components/form/username-input';
import { TermsAgreementField } from '@/components/terms/terms-agreement';
import { Button } from '@/components/ui/button';
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
  const { field, control, handleSubmit, clearErrors, showServerErrors } = useServerForm({
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
        {/* Ticking opens the terms; accepting them ticks the box (spec 1 §2 "Register"). */}
        <TermsAgreementField
          control={control}
          clearErrors={clearErrors}
          prefix={t('register.agreePrefix')}
          linkLabel={t('register.terms')}
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
    </>
  );
}
