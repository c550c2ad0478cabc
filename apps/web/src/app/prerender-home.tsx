// Build-time only (build/prerender-home.ts runs it in Node after the client build): renders `/` as a
// visitor without a session sees it in the default language and theme, so the home page's first paint
// arrives with the document instead of waiting for JavaScript (docs/decisions/0006).
import '@/lib/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/providers';
import { createRoutes } from '@/app/router';
import HomeRoute from '@/app/routes/home';
import { paths } from '@/config/paths';

/**
 * The markup of the home page for `<div id="root">`. The tree is the one main-home.tsx hydrates
 * (same providers and router component, so even useId values agree); only the router's history is
 * in memory.
 */
export function renderHomeMarkup(): string {
  const router = createMemoryRouter(createRoutes({ homeScreen: HomeRoute }), {
    initialEntries: [paths.home.getHref()],
  });
  return renderToString(
    <StrictMode>
      <AppProvider isHydrating>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
