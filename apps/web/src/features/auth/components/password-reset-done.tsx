import { CircleCheckBig, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthTranslation } from '@/lib/i18n-auth';

/** The success panel after a password reset (spec 1 §2): 'Password Reset!' and 'Proceed to Login'. */
export function PasswordResetDone() {
  const { t } = useAuthTranslation();
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <span className="grid size-16 place-items-center rounded-full bg-success/12 text-success">
        <CircleCheckBig aria-hidden className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('done.title')}</h1>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-pretty text-muted">{t('done.text')}</p>
      <Link
        to={paths.auth.login.getHref()}
        replace
        className={buttonVariants({ size: 'lg', fullWidth: true, className: 'mt-7' })}
      >
        <LogIn aria-hidden className="size-4" />
        {t('done.proceed')}
      </Link>
    </div>
  );
}
