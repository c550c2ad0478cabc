import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

type ComingSoonProps = {
  /** The page's title, shown as its heading and in the tab title. */
  title: string;
  /** `page` sits in the main layout; `card` fills the auth layout's form card. */
  variant?: 'page' | 'card';
};

/** Stand-in for a screen that is not built yet, so every route of the shell is navigable. */
export function ComingSoon({ title, variant = 'page' }: ComingSoonProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);

  const body = (
    <div className="flex flex-col items-center text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary-text">
        <Sparkles aria-hidden className="size-7" />
      </span>
      <p className="mt-5 inline-flex items-center rounded-full border border-accent/40 bg-accent/15 px-3 py-1 text-xs font-bold tracking-wide text-accent-text uppercase">
        {t('comingSoon.badge')}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-pretty text-muted">{t('comingSoon.text')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'primary', className: 'mt-7' })}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('comingSoon.backHome')}
      </Link>
    </div>
  );

  if (variant === 'card') return body;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface px-6 py-14 shadow-card sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary via-primary-text to-accent"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,color-mix(in_srgb,var(--rm-primary)_12%,transparent),transparent_70%),radial-gradient(30rem_18rem_at_0%_100%,color-mix(in_srgb,var(--rm-accent)_10%,transparent),transparent_70%)]"
        />
        <div className="relative">{body}</div>
      </div>
    </div>
  );
}
