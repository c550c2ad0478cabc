import { LinkIcon, LockKeyholeOpen, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useResetLink, useResetPasswordByLink } from '@/features/auth/api/reset-link';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { BackToLoginLink } from '@/features/auth/components/auth-links';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PasswordResetDone } from '@/features/auth/components/password-reset-done';
import { useServerForm } from '@/hooks/use-server-form';
import { isApiError } from '@/lib/api-client';
import { authFormSchema } from '@/lib/auth/auth-form-schema';
import { useAuthTranslation } from '@/lib/i18n-auth';
import { toast } from '@/lib/toast';

/** The server refused the link (unknown, malformed, used or expired): 404, or 422 for a malformed one. */
const isRejectedLink = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * Reset by link (spec 1 §2 "/reset-password/{token}"): the link from the WhatsApp message is checked
 * with the server, then the new password really is saved (the spec's stub, built for real).
 */
export function ResetPasswordLink({ token }: { token: string | undefined }) {
  const { t } = useAuthTranslation();
  const link = useResetLink(token);
  const [isDone, setIsDone] = useState(false);
  const [isExpired, setIsExpired] = useState(false);

  useEffect(() => {
    if (!token) toast.error(t('resetLink.noToken'), { id: 'reset-link-invalid' });
  }, [token, t]);

  if (isDone) return <PasswordResetDone />;
  if (!token) return <InvalidLink reason={t('resetLink.noTokenText')} />;
  if (isExpired || isRejectedLink(link.error)) return <InvalidLink reason={t('resetLink.invalidText')} />;
  // A link that could not be checked (offline) still gets the form: the server decides on submit.
  if (link.isPending) {
    return (
      <div className="grid min-h-64 place-items-center text-primary-text">
        <Spinner className="size-8" label={t('resetLink.checking')} />
      </div>
    );
  }
  return (
    <NewPasswordForm token={token} onDone={() => setIsDone(true)} onLinkExpired={() => setIsExpired(true)} />
  );
}

/** Why the link cannot be used: no token at all (spec 1 §8 'Invalid reset token'), or one the server refused. */
function InvalidLink({ reason }: { reason: string }) {
  const { t } = useAuthTranslation();
  return (
    <div className="flex flex-col items-center text-center">
      <span className="grid size-16 place-items-center rounded-full bg-danger/10 text-danger">
        <LinkIcon aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t('resetLink.invalidTitle')}
      </h1>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-pretty text-muted">{reason}</p>
      <Link
        to={paths.auth.forgotPassword.getHref()}
        className={buttonVariants({ size: 'lg', fullWidth: true, className: 'mt-7' })}
      >
        <RotateCcw aria-hidden className="size-4" />
        {t('resetLink.requestNew')}
      </Link>
      <BackToLoginLink />
    </div>
  );
}

function NewPasswordForm({
  token,
  onDone,
  onLinkExpired,
}: {
  token: string;
  onDone: () => void;
  onLinkExpired: () => void;
}) {
  const { t } = useAuthTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useServerForm({
    schema: authFormSchema('NewPasswordFormSchema'),
    defaultValues: { password: '', password_confirmation: '' },
    serverFields: ['password', 'password_confirmation'],
  });

  const reset = useResetPasswordByLink({
    onSuccess: (response) => {
      toast.success(response.message || t('resetLink.success'));
      onDone();
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      toast.error(t('resetLink.failed'));
      // The link was used or ran out meanwhile: say so instead of keeping a form that cannot work.
      if (isApiError(error) && (error.status === 404 || error.status === 422)) onLinkExpired();
      else setFailure(t('resetLink.failed'));
    },
  });

  return (
    <>
      <AuthHeader icon={<LockKeyholeOpen />} title={t('resetLink.title')}>
        {t('resetLink.subtitle')}
      </AuthHeader>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          reset.mutate({ token, ...values });
        })}
        className="flex flex-col gap-5"
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
          {t('resetLink.submit')}
        </Button>
      </form>
      <BackToLoginLink />
    </>
  );
}
