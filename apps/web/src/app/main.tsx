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

const hasPrerenderedPage = document.getElementById('root')?.firstElementChild != null;
void (hasPrerenderedPage ? afterNextPaint() : Promise.resolve())
  .then(() => import('@/app/start-app'))
  .then(({ startApp }) => startApp());
