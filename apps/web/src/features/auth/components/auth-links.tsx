import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthTranslation } from '@/lib/i18n-auth';

/** "Question? Link" under a form, e.g. "Don't have an account? Register". */
export function AuthSwitch({ question, to, label }: { question: ReactNode; to: string; label: ReactNode }) {
  return (
    <p className="mt-7 text-center text-sm text-muted">
      {question}{' '}
      <Link to={to} className="font-semibold text-primary-text underline-offset-4 hover:underline">
        {label}
      </Link>
    </p>
  );
}

/** The way back to /login that every forgot-password step offers (spec 1 §2). */
export function BackToLoginLink() {
  const { t } = useAuthTranslation();
  return (
    <p className="mt-7 text-center">
      <Link
        to={paths.auth.login.getHref()}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-muted hover:text-primary-text"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToLogin')}
      </Link>
    </p>
  );
}

/** Text-styled link inside forms (e.g. "Forgot password?"). */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-xs font-semibold text-primary-text underline-offset-4 hover:underline sm:text-sm"
    >
      {children}
    </Link>
  );
}

/** "No code? Resend" under a code form: asks for a new code, not while one is on its way. */
export function ResendPrompt({
  question,
  label,
  onResend,
  disabled,
}: {
  question: ReactNode;
  label: ReactNode;
  onResend: () => void;
  disabled: boolean;
}) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {question}{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={disabled}
        className="cursor-pointer font-semibold text-primary-text underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
      </button>
    </p>
  );
}
