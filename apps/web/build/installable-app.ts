import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isShellNavigation } from './shell-navigations.ts';
import { WEB_APP_MANIFEST } from './web-app-manifest.ts';

/** The plain SPA document (build/prerender-routes.ts): it renders whichever route it is opened on. */
const SHELL_DOCUMENT = 'shell.html';

/**
 * The web app manifest and the service worker (issue 30, docs/decisions/0049), written by
 * vite-plugin-pwa with Workbox:
 * - the app's files (hashed chunks, styles, the shell, icons, the home page's pictures) are precached
 *   and served from the cache;
 * - a page load goes to the network; only when that fails does the shell answer, which then renders
 *   the page from precached chunks. Documents themselves are never stored: an offline page is never
 *   an old release's document pointing at chunks that are gone, nor catalogue data frozen in;
 * - the API, uploads and the payment pages are not routed at all (build/shell-navigations.ts): the
 *   browser fetches them as if there were no service worker;
 * - a new release installs beside the running one and takes over when every tab of the app is closed
 *   (no skipWaiting): nothing reloads under a customer paying or a desk at work, and a running page
 *   keeps finding its own release's chunks in the cache after the server has dropped them.
 * The app registers it itself after load (src/app/main.tsx), so nothing is injected into documents but
 * the manifest's link.
 */
export function installableApp(): Plugin[] {
  const plugins = VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: WEB_APP_MANIFEST,
    // The icons are precached by the patterns below already.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', SHELL_DOCUMENT, 'favicon.svg', 'icons/*.png', 'images/*'],
      // Vite's file names carry their content's hash: no revision needed beside them.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once, so the very first visit already works offline.
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: isShellNavigation,
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `/${SHELL_DOCUMENT}` } },
        },
      ],
    },
  });
  // The build's second environment renders pages in Node (build/prerender-routes.ts): no worker there.
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}
