// Entry of every document. The stylesheet comes with it; the app (start-app.tsx and what it imports)
// is fetched and run only once the browser has painted the page the document holds, so a prerendered
// page paints without waiting for, or sharing the network with, its JavaScript (docs/decisions/0018,
// 0031).
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

/**
 * Fetches at once every chunk the page runs, which a prerendered document lists on its entry's script
 * (build/route-documents.ts) instead of preloading them before its first paint.
 */
function preloadPageModules() {
  const listed = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules;
  for (const href of listed?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
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

void (hasPrerenderedPage ? afterFirstPaint() : Promise.resolve())
  .then(() => {
    preloadPageModules();
    return import('@/app/start-app');
  })
  .then(({ startApp }) => startApp())
  .finally(() => {
    document.removeEventListener('click', holdPress, true);
    for (const button of heldPresses) if (button.isConnected) button.click();
  });
