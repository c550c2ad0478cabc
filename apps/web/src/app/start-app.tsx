import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@/app/browser-router';
import { loadPage } from '@/app/module-loader';
import { AppProvider } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { SPEC_LANGUAGE } from '@/lib/language';
import { languageInForce } from '@/lib/language-in-force';
import { loadLanguage } from '@/lib/language-loading';

/**
 * Mounts the app in #root. The page's route module (and layout) is loaded first, then the language in
 * force for that page's namespaces (docs/decisions/0048), so the first render shows the page in its
 * language instead of a loading state. A document whose #root holds this route's prerendered first
 * paint (`data-route`, docs/decisions/0018) in that language (English, the spec's) is hydrated; any
 * other is rendered, its prerendered markup replaced.
 */
export async function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in the document');

  // A module that fails to load fails again in the render, which shows the route error.
  const { route, module, queries } = await loadPage(window.location.pathname).catch(() => ({
    route: undefined,
    module: undefined,
    queries: undefined,
  }));
  // The route's module registered its namespaces: they load with `common`. An English visitor loads
  // nothing here. Offline, the page renders in the bundled English, its screens then loading their texts.
  await loadLanguage(languageInForce(window.location.pathname)).catch(() => undefined);
  const isPrerendered =
    route !== undefined &&
    container.dataset.route === route.path &&
    container.firstElementChild !== null &&
    i18n.language === SPEC_LANGUAGE;
  if (!isPrerendered) container.replaceChildren();

  // A screen hydrated from its prerender must first render without data, as the build rendered it; its
  // requests then find the document's preloads. A Shell reads no data, so the requests start now.
  if (queries && (!isPrerendered || module?.Shell)) void module?.prefetch?.(queries.queryClient);
  const app = (
    <StrictMode>
      <AppProvider isHydrating={isPrerendered}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );

  if (!isPrerendered) {
    createRoot(container).render(app);
    return;
  }
  // React adopts the prerendered markup instead of replacing it. As a transition the work is split
  // into short tasks, so the page stays responsive; a press meanwhile makes React finish at once and
  // then handle it, so none is lost.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
