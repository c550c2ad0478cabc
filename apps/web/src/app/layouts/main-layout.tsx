import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navbar } from '@/app/layouts/navbar';
import { RouteOutlet } from '@/app/layouts/route-outlet';
import { PageLoader } from '@/components/page-loader';
import { useIsHydrated } from '@/hooks/use-is-hydrated';

const MAIN_ID = 'main-content';

// Below the first screen: it loads once the page is hydrated, not before it (docs/decisions/0018).
const Footer = lazy(() => import('@/app/layouts/footer').then((module) => ({ default: module.Footer })));

/** Main layout (spec 1 §2): sticky navbar, the page, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  // Below the first screen: not in the prerendered home page, rendered once it is hydrated.
  const isHydrated = useIsHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('a11y.skipToContent')}
      </a>
      <Navbar />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <RouteOutlet fallback={<PageLoader />} />
      </main>
      {isHydrated && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
