import { OTP_LENGTH } from '@ruangmain/domain/auth-messages';
import type { OtpSchema } from '@ruangmain/domain/auth-schemas';
import { formatLocalPhone } from '@ruangmain/domain/phone';
import { MessageSquareLock, PencilLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CodeField } from '@/components/form/code-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useActivateAccount, useResendActivationCode } from '@/features/auth/api/activate-account';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { ResendPrompt } from '@/features/auth/components/auth-links';
import { useDelayedNavigate } from '@/features/auth/hooks/use-delayed-navigate';
import {
  clearRegistration,
  readRegistrationPhone,
  readRegistrationToken,
} from '@/features/auth/utils/registration-phone';
import { MISSING_PHONE_REDIRECT_MS, VERIFICATION_REDIRECT_MS } from '@/features/auth/utils/timings';
import { useServerForm } from '@/hooks/use-server-form';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

type OtpValues = z.infer<typeof OtpSchema>;

/** Verification (spec 1 §2): the 6-digit OTP sent by WhatsApp to the registration phone. */
export function VerificationForm() {
  const { t } = useAuthTranslation();
  const navigateLater = useDelayedNavigate();
  const [phone] = useState(readRegistrationPhone);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm({ schema: authFormSchema('OtpSchema'), defaultValues: { token: '' } });

  // Nothing to verify on this device: back to registration (spec 1 §2, §9: after 2 s).
  useEffect(() => {
    if (!phone) navigateLater(paths.auth.register.getHref(), MISSING_PHONE_REDIRECT_MS, { replace: true });
  }, [phone, navigateLater]);

  const activation = useActivateAccount({
    onSuccess: (response) => {
      clearRegistration();
      toast.success(response.message || t('verification.success'));
      navigateLater(paths.auth.login.getHref(), VERIFICATION_REDIRECT_MS, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404) setFailure(t('verification.phoneNotFound'));
      else if (isApiError(error) && (error.status === 422 || error.status === 429))
        setFailure(getServerMessage(error, t('verification.failed')));
      else setFailure(t('verification.failed'));
      form.setValue('token', '');
    },
  });

  const resend = useResendActivationCode({
    onSuccess: (response) => {
      setFailure(null);
      toast.success(response.message || t('verification.resent'));
    },
    onError: (error) => {
      const message =
        isApiError(error) && error.status === 404
          ? t('verification.phoneNotFound')
          : isApiError(error) && error.status === 429
            ? getServerMessage(error, t('verification.resendFailed'))
            : t('verification.resendFailed');
      toast.error(message);
    },
  });

  if (!phone) {
    return (
      <>
        <AuthHeader icon={<MessageSquareLock />} title={t('verification.title')} />
        <Alert tone="info">{t('verification.missingPhone')}</Alert>
      </>
    );
  }

  const onSubmit = ({ token }: OtpValues) => {
    setFailure(null);
    // With this device's registration token, a code activates only the registration made here
    // (docs/decisions/0036): a newer one for the phone, made elsewhere, is not activated by mistake.
    activation.mutate({ phone, token, registration_token: readRegistrationToken() ?? undefined });
  };
  const isDone = activation.isSuccess;

  return (
    <>
      <AuthHeader icon={<MessageSquareLock />} title={t('verification.title')}>
        <p>{t('verification.subtitle')}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <strong className="text-base font-bold text-fg tabular-nums">{formatLocalPhone(phone)}</strong>
          <Link
            to={paths.auth.changeNumber.getHref()}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-text underline-offset-4 hover:underline"
          >
            <PencilLine aria-hidden className="size-3.5" />
            {t('verification.changeNumber')}
          </Link>
        </p>
      </AuthHeader>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {failure && (
          <Alert tone="error">
            {failure}
            {activation.error && isApiError(activation.error) && activation.error.status === 404 && (
              <>
                {' '}
                <Link to={paths.auth.register.getHref()} className="underline underline-offset-4">
                  {t('verification.registerAgain')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <CodeField
          control={form.control}
          name="token"
          onEdit={() => setFailure(null)}
          label={t('verification.codeLabel')}
          length={OTP_LENGTH}
          disabled={isDone}
          autoFocus
        />
        <Button type="submit" size="lg" fullWidth isLoading={activation.isPending} disabled={isDone}>
          {t('verification.submit')}
        </Button>
      </form>
      <ResendPrompt
        question={t('verification.noCode')}
        label={t('verification.resend')}
        onResend={() => resend.mutate({ phone, registration_token: readRegistrationToken() ?? undefined })}
        disabled={resend.isPending || isDone}
      />
    </>
  );
}
