import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useIsHydrated } from '@/app/hydration';
import { Footer } from '@/app/layouts/footer';
import { Navbar } from '@/app/layouts/navbar';
import { PageLoader } from '@/components/page-loader';

const MAIN_ID = 'main-content';

/** Main layout (spec 1 §2): sticky navbar, the page, footer. */
export function MainLayout({ children }: { children?: ReactNode }) {
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
        {children ?? <Outlet />}
      </main>
      {isHydrated && <Footer />}
    </div>
  );
}

/** The layout with a spinner in place of the page, while the first page module loads. */
export function MainLayoutFallback() {
  return (
    <MainLayout>
      <PageLoader />
    </MainLayout>
  );
}
