// Entry of every document. The stylesheet comes with it; the app (start-app.tsx and what it imports)
// is fetched and run only once the browser has painted the page the document holds and its first
// screen's pictures, so a prerendered page paints without waiting for, or sharing the network with, its
// JavaScript (docs/decisions/0018, 0032, 0033).
import '@/styles/index.css';

/**
 * Resolves once the browser has shown the page (its first contentful paint, which it reports after the
 * frame is on screen), or soon in a tab that is not painting.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 300);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/** Resolves once the browser has drawn a frame after now. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the first screen's pictures (the prerendered page asks for them at high priority) have
 * loaded, or failed, and been drawn, or after 2 s: the app's scripts then neither hold back nor share
 * the network with the page's largest paint (docs/decisions/0033).
 */
function afterFirstScreenPictures(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  if (pictures.length === 0) return Promise.resolve();
  const loads = pictures
    .filter((picture) => !picture.complete)
    .map(
      (picture) =>
        new Promise<void>((resolve) => {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  return Promise.race([
    Promise.all(loads).then(afterNextFrame),
    new Promise<void>((resolve) => setTimeout(resolve, 2_000)),
  ]);
}

const root = document.getElementById('root');
const hasPrerenderedPage = root?.firstElementChild != null;

// A press on a button of the drawn page before React has taken the page over would do nothing: it is
// held, and pressed again once React is hydrating the page, which then handles it at once
// (docs/decisions/0025). Links work without the app and are left alone.
const heldPresses = new Set<HTMLElement>();
const holdPress = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
  if (!button || !root?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  heldPresses.add(button);
};
if (hasPrerenderedPage) document.addEventListener('click', holdPress, true);

/** Resolves in a task of its own, so the browser can paint and handle input before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs React's own modules, then the message catalogue's, then the app's, then starts the app, each in
 * a task of its own: on a slow phone one long start-up task becomes four shorter ones. The browser fetches each module's imports as
 * it finds them; no preload is added from here, as each one added by script costs a slow phone a few
 * milliseconds of the page's busiest moment (docs/decisions/0033).
 */
async function runApp() {
  await import('react-dom/client');
  await nextTask();
  // The message catalogue initialises as its module runs: a task of its own, not a part of the app's.
  await import('@/lib/i18n');
  await nextTask();
  const { startApp } = await import('@/app/start-app');
  await nextTask();
  await startApp();
}

/**
 * Registers the service worker (docs/decisions/0049) once the page has loaded, from a chunk of its own:
 * it neither counts toward nor competes with the first load. Production builds only: in `vite dev`
 * a worker would hold on to files the dev server changes.
 */
function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void (hasPrerenderedPage ? afterFirstPaint().then(afterFirstScreenPictures) : Promise.resolve())
  .then(runApp)
  .finally(() => {
    document.removeEventListener('click', holdPress, true);
    for (const button of heldPresses) if (button.isConnected) button.click();
    registerServiceWorkerAfterLoad();
  });
