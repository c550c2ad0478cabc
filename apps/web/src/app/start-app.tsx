import '@/styles/index.css';
import '@/lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/providers';
import { createAppRouter, type RouteOptions } from '@/app/router';
import { paths } from '@/config/paths';

/** Mounts the app in #root; shared by the two entries (main.tsx, main-home.tsx). */
export function startApp(options: RouteOptions = {}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in the document');

  const router = createAppRouter(options);
  // The prerendered document is the home page; opened at another address (/index.html), its markup
  // is not what the router renders there, so it goes.
  if (window.location.pathname !== paths.home.path) container.replaceChildren();
  const isPrerendered = container.firstElementChild !== null;
  const app = (
    <StrictMode>
      <AppProvider isHydrating={isPrerendered}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  if (!isPrerendered) {
    createRoot(container).render(app);
    return;
  }
  // The home page arrived prerendered (docs/decisions/0006): React adopts that markup instead of
  // replacing it. As a transition the work is split into short tasks, so the page stays responsive;
  // a press meanwhile makes React finish at once and then handle it, so none is lost.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
