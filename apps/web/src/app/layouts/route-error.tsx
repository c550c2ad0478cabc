import { RotateCw, TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** What a page shows when its module fails to load (e.g. after a deploy) or it fails to render. */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));

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

type RouteErrorBoundaryProps = {
  children: ReactNode;
  /** The address: a new one clears the error, so a link elsewhere works again. */
  resetKey: string;
};

type BoundaryState = { hasFailed: boolean; resetKey: string };

/** Error boundary of the routes: shows RouteError in place of what failed, until the address changes. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasFailed ? <RouteError /> : this.props.children;
  }
}
