import { NavigationProgress } from '@/app/layouts/navigation-progress';
import { RouteOutlet } from '@/app/layouts/route-outlet';
import { ScrollManager } from '@/app/layouts/scroll-manager';
import { useFollowLanguage } from '@/app/use-follow-language';
import { PageLoader } from '@/components/page-loader';

/**
 * Wraps every route: scroll behaviour, the route-loading bar, the language in force, and the layout
 * (the auth one loads lazily).
 */
export function RootLayout() {
  useFollowLanguage();
  return (
    <>
      <ScrollManager />
      <NavigationProgress />
      <RouteOutlet fallback={<PageLoader className="min-h-dvh" />} />
    </>
  );
}
