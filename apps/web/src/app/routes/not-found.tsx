import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any unknown path. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto grid w-full max-w-2xl flex-1 place-items-center px-4 py-20 text-center sm:py-28">
      <div>
        <p
          aria-hidden
          className="bg-linear-to-br from-primary via-primary-text to-accent bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
        >
          {t('notFound.code')}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mx-auto mt-3 max-w-md text-pretty text-muted">{t('notFound.text')}</p>
        <Link to={paths.home.getHref()} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <ArrowLeft aria-hidden className="size-5" />
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}
