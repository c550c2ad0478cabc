import type { LoginForm as LoginFormValues } from '@ruangmain/domain/auth-schemas';
import { isStaff } from '@ruangmain/domain/roles';
import { LogIn, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { PasswordInput } from '@/components/form/password-input';
import { UsernameInput } from '@/components/form/username-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { AuthSwitch, InlineLink } from '@/features/auth/components/auth-links';
import { useDelayedNavigate } from '@/features/auth/hooks/use-delayed-navigate';
import { describeLoginError } from '@/features/auth/utils/login-error';
import { LOGIN_REDIRECT_MS } from '@/features/auth/utils/timings';
import { useServerForm } from '@/hooks/use-server-form';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { sessionStore } from '@/lib/auth/session-store';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { createToastSlot } from '@/lib/toast';

const FIELD_ORDER = ['username', 'password'] as const;

/**
 * Login (spec 1 §2): username or phone, password, 'Remember me' (a longer session), then home; the front
 * desk and admins go to the staff app.
 */
// One login toast at a time: success dismisses a message about a form since filled in.
const loginToasts = createToastSlot();

export function LoginForm() {
  const { t } = useAuthTranslation();
  const navigateLater = useDelayedNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, register, handleSubmit } = useServerForm({
    schema: authFormSchema('LoginFormSchema'),
    defaultValues: { username: '', password: '', remember: false },
  });
  const clearFailure = { onChange: () => setFailure(null) };

  const login = useLogin({
    onSuccess: ({ token, user, expires_at }) => {
      sessionStore.signIn(token, user, expires_at ?? null);
      loginToasts.success(t('login.success'));
      // The venue's own people land on their desk; customers go home (spec 1 §2).
      const landing = isStaff(user) ? paths.staffHome.getHref() : paths.home.getHref();
      navigateLater(landing, LOGIN_REDIRECT_MS, { replace: true });
    },
    onError: (error) =>
      setFailure(describeLoginError(error, { blocked: t('login.blocked'), fallback: t('login.failed') })),
  });
  const isDone = login.isSuccess;

  const onValid = (values: LoginFormValues) => {
    setFailure(null);
    login.mutate({
      identifier: values.username,
      password: values.password,
      remember: Boolean(values.remember),
    });
  };

  // The first validation error is also shown as a toast (spec 1 §2 "Login").
  const onInvalid = (invalid: FieldErrors<LoginFormValues>) => {
    const first = FIELD_ORDER.map((field) => invalid[field]?.message).find(Boolean);
    if (first) loginToasts.error(first);
  };

  return (
    <>
      <AuthHeader icon={<LogIn />} title={t('login.title')}>
        {t('login.subtitle')}
      </AuthHeader>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
        {failure && <Alert tone="error">{failure}</Alert>}
        <UsernameInput
          label={t('login.identifier')}
          placeholder={t('login.identifierPlaceholder')}
          icon={<UserRound />}
          {...field('username', clearFailure)}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          labelAside={<InlineLink to={paths.auth.forgotPassword.getHref()}>{t('login.forgot')}</InlineLink>}
          {...field('password', clearFailure)}
        />
        <Checkbox
          label={t('login.remember')}
          description={t('login.rememberHint')}
          {...register('remember')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={login.isPending} disabled={isDone}>
          {isDone ? t('login.redirecting') : t('login.submit')}
        </Button>
      </form>
      <AuthSwitch
        question={t('login.noAccount')}
        to={paths.auth.register.getHref()}
        label={t('login.register')}
      />
    </>
  );
}
