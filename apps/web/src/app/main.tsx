// Entry of every document. The stylesheet comes with it; the app (start-app.tsx and what it imports,
// which the document preloads) is run only once the browser has painted the page the document holds,
// so a prerendered page paints without waiting for its JavaScript to run (docs/decisions/0018).
import '@/styles/index.css';

/** Resolves after the next paint (or soon, in a tab that is not painting). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

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

void (hasPrerenderedPage ? afterNextPaint() : Promise.resolve())
  .then(() => import('@/app/start-app'))
  .then(({ startApp }) => startApp())
  .finally(() => {
    document.removeEventListener('click', holdPress, true);
    for (const button of heldPresses) if (button.isConnected) button.click();
  });
