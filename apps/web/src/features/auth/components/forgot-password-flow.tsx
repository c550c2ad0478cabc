import { zodResolver } from '@hookform/resolvers/zod';
import {
  describeRegisterError,
  ForgotPasswordPhoneSchema,
  ResetPasswordSchema,
  ResetTokenSchema,
  TOKEN_LENGTH,
} from '@ruangmain/domain/auth-schemas';
import type { ResetPasswordRequest } from '@ruangmain/domain/contracts/auth';
import { KeyRound, LockKeyholeOpen, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CodeInput } from '@/components/form/code-input';
import { PasswordInput } from '@/components/form/password-input';
import { PhoneInput } from '@/components/form/phone-input';
import { Button } from '@/components/ui/button';
import {
  useRequestResetToken,
  useResendResetToken,
  useResetPassword,
  useVerifyResetToken,
} from '@/features/auth/api/reset-token';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { BackToLoginLink } from '@/features/auth/components/auth-links';
import {
  type ForgotPasswordStep,
  ForgotPasswordSteps,
} from '@/features/auth/components/forgot-password-steps';
import { PasswordResetDone } from '@/features/auth/components/password-reset-done';
import { useClearErrorsOnEdit } from '@/hooks/use-clear-errors-on-edit';
import { getServerMessage } from '@/lib/api-client';
import { collectServerFieldErrors } from '@/lib/form-errors';
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

type PhoneValues = z.infer<typeof ForgotPasswordPhoneSchema>;

function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useAuthTranslation();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(ForgotPasswordPhoneSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { phone: '' },
  });
  useClearErrorsOnEdit(form);
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
          error={form.formState.errors.phone?.message}
          autoFocus
          {...form.register('phone')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
          {t('forgotPassword.phoneStep.submit')}
        </Button>
      </form>
    </>
  );
}

type TokenValues = z.infer<typeof ResetTokenSchema>;

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
  const form = useForm<TokenValues>({
    resolver: zodResolver(ResetTokenSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { token: '' },
  });
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
        <Controller
          control={form.control}
          name="token"
          render={({ field, fieldState }) => (
            <CodeInput
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (fieldState.error) form.clearErrors('token');
              }}
              label={t('forgotPassword.tokenStep.tokenLabel')}
              length={TOKEN_LENGTH}
              error={fieldState.error?.message}
              autoFocus
            />
          )}
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
      <p className="mt-6 text-center text-sm text-muted">
        {t('forgotPassword.tokenStep.noToken')}{' '}
        <button
          type="button"
          onClick={() => resend.mutate({ phone })}
          disabled={resend.isPending}
          className="cursor-pointer font-semibold text-primary-text underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t('forgotPassword.tokenStep.resend')}
        </button>
      </p>
    </>
  );
}

const RESET_FIELDS = new Set(['password', 'password_confirmation']);

function ResetStep({ phone, token, onDone }: { phone: string; token: string; onDone: () => void }) {
  const { t } = useAuthTranslation();
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { phone, token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  useClearErrorsOnEdit(form);
  const reset = useResetPassword({
    onSuccess: (response) => {
      toast.success(response.message || t('forgotPassword.resetStep.success'));
      onDone();
    },
    onError: (error) => {
      const fieldErrors = collectServerFieldErrors(error, {
        toFormField: (field) => (RESET_FIELDS.has(field) ? field : null),
        describe: describeRegisterError,
      });
      for (const [field, message] of Object.entries(fieldErrors)) {
        form.setError(field as keyof ResetPasswordRequest, { type: 'server', message });
      }
      const [firstFieldMessage] = Object.values(fieldErrors);
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
        <PasswordInput
          label={t('forgotPassword.resetStep.password')}
          placeholder={t('forgotPassword.resetStep.passwordPlaceholder')}
          autoComplete="new-password"
          error={errors.password?.message ?? errors.token?.message ?? errors.phone?.message}
          autoFocus
          {...form.register('password')}
        />
        <PasswordInput
          label={t('forgotPassword.resetStep.confirmPassword')}
          placeholder={t('forgotPassword.resetStep.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
          {t('forgotPassword.resetStep.submit')}
        </Button>
      </form>
    </>
  );
}
