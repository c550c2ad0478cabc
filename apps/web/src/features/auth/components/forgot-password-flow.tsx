import { TOKEN_LENGTH } from '@ruangmain/domain/auth-messages';
import { KeyRound, LockKeyholeOpen, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { CodeField } from '@/components/form/code-field';
import { PhoneInput } from '@/components/form/phone-input';
import { Button } from '@/components/ui/button';
import {
  useRequestResetToken,
  useResendResetToken,
  useResetPassword,
  useVerifyResetToken,
} from '@/features/auth/api/reset-token';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { BackToLoginLink, ResendPrompt } from '@/features/auth/components/auth-links';
import {
  type ForgotPasswordStep,
  ForgotPasswordSteps,
} from '@/features/auth/components/forgot-password-steps';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PasswordResetDone } from '@/features/auth/components/password-reset-done';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

type Progress =
  | { step: 'phone' }
  | { step: 'token'; phone: string }
  | { step: 'password'; phone: string; token: string }
  | { step: 'done' };

/**
 * Forgot password (spec 1 §2, §4): phone → token sent → token verified → password reset. Each step is
 * reached only after the previous call succeeded; every step links back to /login.
 */
export function ForgotPasswordFlow() {
  const [progress, setProgress] = useState<Progress>({ step: 'phone' });

  if (progress.step === 'done') return <PasswordResetDone />;

  return (
    <>
      <ForgotPasswordSteps current={progress.step satisfies ForgotPasswordStep} />
      {progress.step === 'phone' && <PhoneStep onSent={(phone) => setProgress({ step: 'token', phone })} />}
      {progress.step === 'token' && (
        <TokenStep
          phone={progress.phone}
          onVerified={(token) => setProgress({ step: 'password', phone: progress.phone, token })}
          onChangePhone={() => setProgress({ step: 'phone' })}
        />
      )}
      {progress.step === 'password' && (
        <ResetStep
          phone={progress.phone}
          token={progress.token}
          onDone={() => setProgress({ step: 'done' })}
        />
      )}
      <BackToLoginLink />
    </>
  );
}

function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useAuthTranslation();
  const form = useServerForm({
    schema: authFormSchema('ForgotPasswordPhoneSchema'),
    defaultValues: { phone: '' },
  });
  const request = useRequestResetToken({
    onSuccess: (response, { phone }) => {
      toast.success(response.message || t('forgotPassword.phoneStep.sent'));
      onSent(phone);
    },
    onError: (error) => toast.error(getServerMessage(error, t('forgotPassword.phoneStep.failed'))),
  });

  return (
    <>
      <AuthHeader icon={<KeyRound />} title={t('forgotPassword.title')}>
        {t('forgotPassword.phoneStep.subtitle')}
      </AuthHeader>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
        className="flex flex-col gap-5"
      >
        <PhoneInput
          label={t('forgotPassword.phoneStep.phone')}
          placeholder={t('forgotPassword.phoneStep.phonePlaceholder')}
          autoFocus
          {...form.field('phone')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
          {t('forgotPassword.phoneStep.submit')}
        </Button>
      </form>
    </>
  );
}

function TokenStep({
  phone,
  onVerified,
  onChangePhone,
}: {
  phone: string;
  onVerified: (token: string) => void;
  onChangePhone: () => void;
}) {
  const { t } = useAuthTranslation();
  const form = useServerForm({ schema: authFormSchema('ResetTokenSchema'), defaultValues: { token: '' } });
  const token = form.watch('token');
  const verify = useVerifyResetToken({
    onSuccess: (response, input) => {
      toast.success(response.message || t('forgotPassword.tokenStep.verified'));
      onVerified(input.token);
    },
    onError: (error) => {
      toast.error(getServerMessage(error, t('forgotPassword.tokenStep.invalid')));
      form.setValue('token', '');
    },
  });
  const resend = useResendResetToken({
    onSuccess: (response) => toast.success(response.message || t('forgotPassword.tokenStep.resent')),
    onError: (error) => toast.error(getServerMessage(error, t('forgotPassword.tokenStep.resendFailed'))),
  });

  return (
    <>
      <AuthHeader icon={<ShieldCheck />} title={t('forgotPassword.tokenStep.title')}>
        <p>
          {t('forgotPassword.tokenStep.subtitle')} <strong className="text-fg tabular-nums">{phone}</strong>
        </p>
        <button
          type="button"
          onClick={onChangePhone}
          className="mt-1 cursor-pointer text-sm font-semibold text-primary-text underline-offset-4 hover:underline"
        >
          {t('forgotPassword.tokenStep.useAnotherNumber')}
        </button>
      </AuthHeader>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => verify.mutate({ phone, token: values.token }))}
        className="flex flex-col gap-5"
      >
        <CodeField
          control={form.control}
          name="token"
          label={t('forgotPassword.tokenStep.tokenLabel')}
          length={TOKEN_LENGTH}
          autoFocus
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isLoading={verify.isPending}
          disabled={token.length < TOKEN_LENGTH}
        >
          {t('forgotPassword.tokenStep.submit')}
        </Button>
      </form>
      <ResendPrompt
        question={t('forgotPassword.tokenStep.noToken')}
        label={t('forgotPassword.tokenStep.resend')}
        onResend={() => resend.mutate({ phone })}
        disabled={resend.isPending}
      />
    </>
  );
}

function ResetStep({ phone, token, onDone }: { phone: string; token: string; onDone: () => void }) {
  const { t } = useAuthTranslation();
  const form = useServerForm({
    schema: authFormSchema('ResetPasswordSchema'),
    defaultValues: { phone, token, password: '', password_confirmation: '' },
    serverFields: ['password', 'password_confirmation'],
  });
  const { errors } = form.formState;
  const reset = useResetPassword({
    onSuccess: (response) => {
      toast.success(response.message || t('forgotPassword.resetStep.success'));
      onDone();
    },
    onError: (error) => {
      const [firstFieldMessage] = form.showServerErrors(error);
      toast.error(firstFieldMessage ?? getServerMessage(error, t('forgotPassword.resetStep.failed')));
    },
  });

  return (
    <>
      <AuthHeader icon={<LockKeyholeOpen />} title={t('forgotPassword.resetStep.title')}>
        {t('forgotPassword.resetStep.subtitle')}
      </AuthHeader>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
        className="flex flex-col gap-5"
      >
        <NewPasswordFields
          password={{
            ...form.field('password'),
            error: errors.password?.message ?? errors.token?.message ?? errors.phone?.message,
          }}
          confirmation={form.field('password_confirmation')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
          {t('forgotPassword.resetStep.submit')}
        </Button>
      </form>
    </>
  );
}
