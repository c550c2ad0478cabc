import { useIsNavigating } from '@/app/browser-router';

/** A thin bar at the top of the page while the next route (a lazy module) loads. */
export function NavigationProgress() {
  if (!useIsNavigating()) return null;
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15">
      <div className="h-full w-2/5 animate-progress bg-linear-to-r from-primary to-accent" />
    </div>
  );
}
