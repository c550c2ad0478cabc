import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Error boundary of the routes: a failed lazy chunk (e.g. after a deploy) or a render error. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('routeError.title'));
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className="mx-auto grid min-h-[60vh] w-full max-w-xl place-items-center px-4 py-16 text-center">
      <div>
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-danger/10 text-danger">
          <TriangleAlert aria-hidden className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight">{t('routeError.title')}</h1>
        <p className="mt-2 text-muted">{t('routeError.text')}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden className="size-4" />
            {t('routeError.reload')}
          </Button>
          <Link to={paths.home.getHref()} reloadDocument className={buttonVariants({ variant: 'outline' })}>
            {t('routeError.backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
